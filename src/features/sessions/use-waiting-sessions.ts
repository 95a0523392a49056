import { useMemo } from 'react'
import { useCommand } from '../../data/use-command'

/** Sessions with a permission request waiting for the user, so the sidebar can point at them. */
export function useWaitingSessions(): ReadonlySet<string> {
  const pending = useCommand('permission.pending', {}).data
  return useMemo(() => new Set(pending?.map((request) => request.sessionId)), [pending])
}
