import { useEffect, useState } from 'react'
import { useTransport } from '../../data/transport-context'

const relevant = ['permission-request', 'permission-response', 'run-end', 'run-abort']

/** Sessions with a permission request waiting for the user, so the sidebar can point at them. */
export function useWaitingSessions(): ReadonlySet<string> {
  const transport = useTransport()
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    let current = true
    const refresh = () => {
      transport.invoke('permission.pending', {}).then(
        (pending) => {
          if (current) setWaiting(new Set(pending.map((request) => request.sessionId)))
        },
        () => undefined,
      )
    }
    refresh()
    const unsubscribe = transport.subscribe({ types: relevant }, refresh)
    return () => {
      current = false
      unsubscribe()
    }
  }, [transport])

  return waiting
}
