import { useCallback, useEffect, useState } from 'react'
import type { Session } from '../../../electron/shared/domain/session'
import { describeError } from '../../app/describe-error'
import { useTransport } from '../../app/transport-context'

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
  const transport = useTransport()
  const [sessions, setSessions] = useState<Session[] | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(rememberedSelection)
  const [error, setError] = useState<string | null>(null)

  const refresh = useCallback(async () => {
    try {
      const list = await transport.invoke('session.list', {})
      // The engine's order: pinned first, then the most recent activity (a rename is not activity).
      setSessions(list)
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }, [transport])

  useEffect(() => {
    void refresh()
    return transport.subscribe({ types: ['session-updated'] }, () => void refresh())
  }, [transport, refresh])

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

  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | null> => {
      try {
        const result = await action()
        setError(null)
        await refresh()
        return result
      } catch (caught) {
        setError(describeError(caught))
        return null
      }
    },
    [refresh],
  )

  const create = useCallback(async () => {
    const created = await run(() => transport.invoke('session.create', {}))
    if (created) select(created.id)
    return created
  }, [run, select, transport])

  const rename = useCallback(
    (id: string, title: string) => run(() => transport.invoke('session.rename', { id, title })),
    [run, transport],
  )

  const remove = useCallback((id: string) => run(() => transport.invoke('session.delete', { id })), [run, transport])

  const setPinned = useCallback(
    (id: string, pinned: boolean) => run(() => transport.invoke('session.setPinned', { id, pinned })),
    [run, transport],
  )

  return { sessions, selectedId, error, select, create, rename, remove, setPinned }
}
