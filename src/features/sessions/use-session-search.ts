import { useCommand } from '../../data/use-command'
import { useDebouncedValue } from '../../data/use-debounced-value'

const searchDelayMs = 200

/** Sessions matching `query` in title or content (null while the query is empty), asked again as sessions change. */
export function useSessionSearch(query: string) {
  const trimmed = query.trim()
  const settled = useDebouncedValue(trimmed, searchDelayMs)
  const found = useCommand(
    'session.search',
    { query: settled },
    { enabled: trimmed !== '' && settled !== '', keepsPrevious: true },
  )
  if (!trimmed) return { matches: null, error: null }
  return { matches: found.data ?? null, error: found.error }
}
