import { useCallback, useEffect, useState } from 'react'
import type { Highlight, Note } from '../../../electron/shared/domain/paper'
import { describeError } from '../../data/describe-error'
import type { HighlightDraft, LibraryClient } from '../../data/library-client'

/** A paper's highlights and notes, saved through the engine and kept in page order. */
export function useAnnotations(client: LibraryClient, paperId: string) {
  const [highlights, setHighlights] = useState<Highlight[]>([])
  const [notes, setNotes] = useState<Note[]>([])
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    try {
      const [loadedHighlights, loadedNotes] = await Promise.all([client.highlights(paperId), client.notes(paperId)])
      setHighlights(loadedHighlights)
      setNotes(loadedNotes)
      setError(null)
    } catch (failure) {
      setError(describeError(failure))
    }
  }, [client, paperId])

  useEffect(() => {
    void reload()
  }, [reload])

  const attempt = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      try {
        await action()
        setError(null)
        return true
      } catch (failure) {
        setError(describeError(failure))
        return false
      } finally {
        await reload()
      }
    },
    [reload],
  )

  return {
    highlights,
    notes,
    error,
    saveHighlight: (draft: Omit<HighlightDraft, 'paperId'>) =>
      attempt(() => client.saveHighlight({ ...draft, paperId })),
    updateHighlight: ({ id, page, quote, rects, color, comment }: Highlight) =>
      attempt(() => client.saveHighlight({ id, paperId, page, quote, rects, color, comment })),
    deleteHighlight: (id: string) => attempt(() => client.deleteHighlight(id)),
    saveNote: (page: number | null, content: string) => attempt(() => client.saveNote({ paperId, page, content })),
    updateNote: ({ id, page, content }: Note) => attempt(() => client.saveNote({ id, paperId, page, content })),
    deleteNote: (id: string) => attempt(() => client.deleteNote(id)),
  }
}
