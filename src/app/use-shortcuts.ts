import { useEffect } from 'react'

export interface ShortcutActions {
  newSession(): void
  palette(): void
  settings(): void
  help(): void
}

const keys: Record<string, keyof ShortcutActions> = { n: 'newSession', k: 'palette', ',': 'settings', '/': 'help' }

/** Ctrl (Cmd on macOS) + N, K, comma and slash, anywhere in the window. */
export function useShortcuts(actions: ShortcutActions) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      const action = keys[event.key.toLowerCase()]
      if (!action) return
      event.preventDefault()
      actions[action]()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [actions])
}
