// The signed-in navigation. A feature's link is added here when its page exists.
// Icons are lucide's SVGs: emoji render as empty boxes on devices without an emoji font.
import {
  CalendarDays,
  CookingPot,
  House,
  MessageCircle,
  Settings,
  ShoppingCart,
  Star,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon; onPhoneBar: boolean };

// A phone's bottom bar holds at most five places: four of these and More for the rest.
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: House, onPhoneBar: true },
  { to: '/dishes', label: 'Dishes', icon: CookingPot, onPhoneBar: true },
  { to: '/shopping-list', label: 'Shopping', icon: ShoppingCart, onPhoneBar: true },
  { to: '/planning', label: 'Planning', icon: CalendarDays, onPhoneBar: true },
  { to: '/history', label: 'History', icon: Star, onPhoneBar: false },
  { to: '/chat', label: 'Chat', icon: MessageCircle, onPhoneBar: false },
  { to: '/settings', label: 'Settings', icon: Settings, onPhoneBar: false },
];
