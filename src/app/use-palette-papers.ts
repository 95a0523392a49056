import type { Paper } from '../../electron/shared/domain/paper'
import { useCommand } from '../data/use-command'
import { useDebouncedValue } from '../data/use-debounced-value'

/** Wait this long after the last key before asking the library, so typing a word costs one query. */
const typingPauseMs = 150
const shownPapers = 8
const none: Paper[] = []

/** Papers of the local library matching what is typed in the palette (title, authors, abstract), via `library.list`. */
export function usePalettePapers(search: string): Paper[] {
  const text = useDebouncedValue(search.trim(), typingPauseMs)
  const typed = search.trim().length >= 2
  // A failed search leaves the palette's other groups usable; the library view reports library errors.
  const found = useCommand(
    'library.list',
    { text, limit: shownPapers },
    { enabled: typed && text.length >= 2, keepsPrevious: true },
  )
  return typed ? (found.data?.papers ?? none) : none
}
