// The signed-in navigation. A feature's link is added here when its page exists.
export const NAV_ITEMS = [
  { to: '/dashboard', label: 'Dashboard', icon: '🏠' },
  { to: '/dishes', label: 'Dishes', icon: '🍲' },
  { to: '/shopping-list', label: 'Shopping', icon: '🛒' },
  { to: '/planning', label: 'Planning', icon: '📅' },
  { to: '/history', label: 'History', icon: '⭐' },
  { to: '/settings', label: 'Settings', icon: '⚙️' },
] as const;
