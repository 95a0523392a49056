import type { CommandInput } from '../../../electron/shared/contract/commands'
import { useCommandCall } from '../../data/use-command-call'

/** The Catalogues panel's one command: run a query, keep its answer or its error. */
export function useCatalogQuery() {
  const querying = useCommandCall('catalog.query')
  const run = (input: CommandInput<'catalog.query'>) => querying.mutateAsync(input).catch(() => null)
  return { run, running: querying.isPending, error: querying.error, answer: querying.data ?? null }
}
