import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

export function createSaveNoteTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'save_note',
    ui: {
      title: { en: 'Save note', 'zh-CN': '保存笔记' },
      doing: { en: 'Saving a note', 'zh-CN': '正在保存笔记' },
      done: { en: 'Saved a note', 'zh-CN': '已保存笔记' },
    },
    description,
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
      content: z.string().min(1).max(20_000).describe('The note, Markdown'),
      page: z.number().int().positive().optional().describe('Page the note refers to'),
    }),
    interruptBehavior: 'block',
    async execute(input) {
      const library = deps.library()
      const note = library.saveNote({ paper: input.paper, page: input.page ?? null, content: input.content })
      return toolResult(`Saved note ${note.id}${note.page ? ` on page ${note.page}` : ''}.`, { note })
    },
  })
}
