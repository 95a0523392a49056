import { useCallback, useEffect, useState } from 'react'
import { useCommand } from '../../data/use-command'
import { useCommandMutation } from '../../data/use-command-mutation'

const selectedKey = 'astroresearch.selectedSession'

function rememberedSelection(): string | null {
  try {
    return window.localStorage.getItem(selectedKey)
  } catch {
    return null
  }
}

function rememberSelection(id: string | null) {
  try {
    if (id) window.localStorage.setItem(selectedKey, id)
    else window.localStorage.removeItem(selectedKey)
  } catch {
    // Storage can be disabled; the selection then lasts until reload.
  }
}

/** The engine's sessions, pinned then newest first, kept fresh by `session-updated` events, and which one is open. */
export function useSessions() {
  const list = useCommand('session.list', {})
  const [selectedId, setSelectedId] = useState<string | null>(rememberedSelection)
  const creating = useCommandMutation('session.create')
  const renaming = useCommandMutation('session.rename')
  const removing = useCommandMutation('session.delete')
  const pinning = useCommandMutation('session.setPinned')
  const sessions = list.data ?? null
  const failed = [creating, renaming, removing, pinning].find((mutation) => mutation.error)?.error ?? list.error
  const error = failed ?? null

  useEffect(() => {
    if (!sessions) return
    if (selectedId && sessions.some((session) => session.id === selectedId)) return
    const fallback = sessions[0]?.id ?? null
    setSelectedId(fallback)
    rememberSelection(fallback)
  }, [sessions, selectedId])

  const select = useCallback((id: string) => {
    setSelectedId(id)
    rememberSelection(id)
  }, [])

  const { mutateAsync: createSession } = creating
  const create = useCallback(async () => {
    const created = await createSession({}).catch(() => null)
    if (created) select(created.id)
    return created
  }, [createSession, select])

  const { mutate: renameSession } = renaming
  const rename = useCallback((id: string, title: string) => renameSession({ id, title }), [renameSession])
  const { mutate: removeSession } = removing
  const remove = useCallback((id: string) => removeSession({ id }), [removeSession])
  const { mutate: pinSession } = pinning
  const setPinned = useCallback((id: string, pinned: boolean) => pinSession({ id, pinned }), [pinSession])

  return { sessions, selectedId, error, select, create, rename, remove, setPinned }
}
