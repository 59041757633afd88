/** The console's keyboard shortcuts as the help dialog lists them: the keys, and the key of their description. */
export interface Shortcut {
  keys: string[]
  /** `palette:shortcuts.{id}` */
  id: string
}

export const SHORTCUT_GROUPS: Array<{ id: string; shortcuts: Shortcut[] }> = [
  {
    id: 'everywhere',
    shortcuts: [
      { keys: ['Ctrl', 'K'], id: 'palette' },
      { keys: ['?'], id: 'help' },
      { keys: ['Esc'], id: 'close' }
    ]
  },
  {
    id: 'lists',
    shortcuts: [
      { keys: ['/'], id: 'search' },
      { keys: ['j'], id: 'next' },
      { keys: ['k'], id: 'previous' },
      { keys: ['Enter'], id: 'open' },
      { keys: ['x'], id: 'select' },
      { keys: ['e'], id: 'editSelected' }
    ]
  },
  { id: 'editor', shortcuts: [{ keys: ['Ctrl', 'S'], id: 'save' }] }
]
