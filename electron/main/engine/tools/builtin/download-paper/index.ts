import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createDownloadPaperTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'download_paper',
    ui: {
      title: { en: 'Download paper', 'zh-CN': '下载论文' },
      doing: { en: 'Downloading a paper', 'zh-CN': '正在下载论文' },
      done: { en: 'Downloaded a paper', 'zh-CN': '已下载论文' },
    },
    description,
    input: z.object({
      paper: z.string().min(1).describe('Library id, arXiv id, DOI or bibcode'),
      force: z.boolean().default(false).describe('Download again even if a PDF is already there'),
    }),
    causesSiblingAbort: true,
    async execute(input, context) {
      const library = deps.library()
      const existing = library.find(input.paper)
      const paper = existing ?? (await library.importIdentifiers([input.paper], context.signal)).papers[0]
      if (!paper) return toolError(`"${input.paper}" is not in the library and no source knows it.`)
      const downloaded = await library.download(paper.id, {
        signal: context.signal,
        force: input.force,
        onProgress: (progress) => context.progress({ paperId: paper.id, ...progress }),
      })
      return toolResult(
        `Downloaded "${downloaded.title}" (library id ${downloaded.id}) to ${downloaded.pdfPath}. Next: parse_paper to read it.`,
        { paperId: downloaded.id, pdfPath: downloaded.pdfPath },
      )
    },
  })
}
