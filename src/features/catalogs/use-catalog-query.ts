import { useState } from 'react'
import type { CommandInput, CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** The Catalogues panel's one command: run a query, keep its answer or its error. */
export function useCatalogQuery() {
  const transport = useTransport()
  const [running, setRunning] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [answer, setAnswer] = useState<CommandOutput<'catalog.query'> | null>(null)
  const run = async (input: CommandInput<'catalog.query'>) => {
    setRunning(true)
    setError(null)
    try {
      const result = await transport.invoke('catalog.query', input)
      setAnswer(result)
      return result
    } catch (failure) {
      setError(describeError(failure))
      return null
    } finally {
      setRunning(false)
    }
  }
  return { run, running, error, answer }
}
