import { z } from 'zod'
import { LIBRARY_MISSING, libraryOf } from '../../../library/library-tool-services'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const saveNoteTool = defineTool({
  name: 'save_note',
  description:
    'Save a note on a library paper, optionally tied to a page, so the user finds it in the reader. Use for findings ' +
    'worth keeping (with the page they come from).',
  input: z.object({
    paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
    content: z.string().min(1).max(20_000).describe('The note, Markdown'),
    page: z.number().int().positive().optional().describe('Page the note refers to'),
  }),
  interruptBehavior: 'block',
  async execute(input, context) {
    const library = libraryOf(context.services)
    if (!library) return toolError(LIBRARY_MISSING)
    try {
      const note = library.saveNote({ paper: input.paper, page: input.page ?? null, content: input.content })
      return toolResult(`Saved note ${note.id}${note.page ? ` on page ${note.page}` : ''}.`, { note })
    } catch (error) {
      return toolError(error instanceof Error ? error.message : String(error))
    }
  },
})
