import { useCallback, useEffect, useState } from 'react'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

export type SkillList = CommandOutput<'skills.list'>

/** The skills the engine found, read again after a change. */
export function useSkills() {
  const transport = useTransport()
  const [list, setList] = useState<SkillList | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = useCallback(async () => {
    try {
      setList(await transport.invoke('skills.list', {}))
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }, [transport])
  useEffect(() => {
    void refresh()
  }, [refresh])
  return { list, error, refresh }
}
