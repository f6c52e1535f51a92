/** Every key of a task view, in the order the help dialog lists them (`?` opens it). */
export const taskShortcuts = [
  { keys: ['c'], action: 'create' },
  { keys: ['j', 'k'], action: 'move' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['x'], action: 'complete' },
  { keys: ['f'], action: 'favorite' },
  { keys: ['e', 'F2'], action: 'rename' },
  { keys: ['Delete', '#'], action: 'trash' },
  { keys: ['Esc'], action: 'close' },
  { keys: ['?'], action: 'help' },
] as const;
