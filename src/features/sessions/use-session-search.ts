import { useEffect, useState } from 'react'
import type { Session } from '../../../electron/shared/domain/session'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

const searchDelayMs = 200

/** Sessions matching `query` in title or content (null while the query is empty), refreshed as `sessions` change. */
export function useSessionSearch(query: string, sessions: Session[] | null) {
  const transport = useTransport()
  const [matches, setMatches] = useState<Session[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const trimmed = query.trim()

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed list (a rename, a new answer) can change what matches
  useEffect(() => {
    if (!trimmed) {
      setMatches(null)
      setError(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      transport.invoke('session.search', { query: trimmed }).then(
        (found) => {
          if (!current) return
          setMatches(found)
          setError(null)
        },
        (caught: unknown) => {
          if (current) setError(describeError(caught))
        },
      )
    }, searchDelayMs)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [transport, trimmed, sessions])

  return { matches, error }
}
