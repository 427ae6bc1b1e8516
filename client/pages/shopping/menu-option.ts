// The look of an option in a row's ⋯ menu (item-menu.tsx): 44 px high, a full-width target.
export const MENU_OPTION =
  'flex h-11 w-full items-center gap-2 px-3 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 focus:outline-none aria-checked:font-semibold';
