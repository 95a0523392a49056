import { useEffect, useState } from 'react'
import type { Paper } from '../../electron/shared/domain/paper'
import { useTransport } from '../data/transport-context'

/** Wait this long after the last key before asking the library, so typing a word costs one query. */
const typingPauseMs = 150
const shownPapers = 8

/** Papers of the local library matching what is typed in the palette (title, authors, abstract), via `library.list`. */
export function usePalettePapers(search: string): Paper[] {
  const transport = useTransport()
  const [papers, setPapers] = useState<Paper[]>([])
  useEffect(() => {
    const text = search.trim()
    if (text.length < 2) {
      setPapers([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      transport.invoke('library.list', { text, limit: shownPapers }, { signal: controller.signal }).then(
        (result) => setPapers(result.papers),
        // A failed search leaves the palette's other groups usable; the library view reports library errors.
        () => setPapers([]),
      )
    }, typingPauseMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [transport, search])
  return papers
}
