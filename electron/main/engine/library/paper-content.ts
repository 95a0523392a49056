import { readFile } from 'node:fs/promises'
import type { PaperSection } from '../../../shared/domain/paper'
import type { LibraryContext } from './library-context'

export interface ContentRequest {
  section?: string
  pageFrom?: number
  pageTo?: number
  /** `html`: arXiv's HTML rendering with LaTeX math, when it was fetched. */
  source?: 'pdf' | 'html'
  offset?: number
  limit?: number
}

export interface PaperContent {
  text: string
  offset: number
  totalChars: number
  /** Where the next window starts; null at the end. */
  nextOffset: number | null
  sections: PaperSection[]
  pageCount: number | null
}

const DEFAULT_LIMIT = 8000

/** The text under one heading, up to the next heading of the same or a higher level. */
function sectionText(markdown: string, title: string): string | null {
  const lines = markdown.split('\n')
  const wanted = title.trim().toLowerCase()
  const start = lines.findIndex(
    (line) =>
      /^#{1,6}\s/.test(line) &&
      line
        .replace(/^#+\s*/, '')
        .toLowerCase()
        .includes(wanted),
  )
  if (start === -1) return null
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1
  let end = lines.length
  for (let index = start + 1; index < lines.length; index++) {
    const match = /^(#{1,6})\s/.exec(lines[index] ?? '')
    if (match?.[1] && match[1].length <= level) {
      end = index
      break
    }
  }
  return lines.slice(start, end).join('\n').trim()
}

/** Parsed text of a paper: whole, one section, or a page range — in windows of `limit` characters. */
export async function readPaperContent(
  context: LibraryContext,
  paperId: string,
  request: ContentRequest,
): Promise<PaperContent> {
  const paper = context.papers.require(paperId)
  if (paper.parseStatus === 'no-text')
    throw new Error(`"${paper.title}" has no text layer (scanned or empty PDF); there is no text to read.`)
  const sections = context.content.sections(paperId)
  let text: string
  if (request.pageFrom !== undefined || request.pageTo !== undefined) {
    const from = request.pageFrom ?? 1
    const to = request.pageTo ?? from
    const pages = context.content.pages(paperId, from, to)
    if (pages.length === 0)
      throw new Error(
        `No parsed text for pages ${from}–${to} of "${paper.title}" (it has ${paper.pageCount ?? 0} pages; parse it first if 0).`,
      )
    text = pages.map((page) => `<a id="page-${page.page}"></a>\n\n${page.text}`).join('\n\n')
  } else {
    const kind = request.source === 'html' ? 'html-markdown' : 'markdown'
    const file = context.content.file(paperId, kind)
    if (!file) {
      throw new Error(
        request.source === 'html'
          ? `No arXiv HTML rendering is stored for "${paper.title}".`
          : `"${paper.title}" is not parsed yet; run parse_paper first.`,
      )
    }
    text = await readFile(file.path, 'utf8')
    if (request.section) {
      const found = sectionText(text, request.section)
      if (found === null) {
        throw new Error(
          `No section matching "${request.section}". Sections: ${sections.map((section) => section.title).join('; ') || 'none detected'}.`,
        )
      }
      text = found
    }
  }
  const offset = Math.max(0, request.offset ?? 0)
  const limit = request.limit ?? DEFAULT_LIMIT
  const window = text.slice(offset, offset + limit)
  const end = offset + window.length
  return {
    text: window,
    offset,
    totalChars: text.length,
    nextOffset: end < text.length ? end : null,
    sections,
    pageCount: paper.pageCount,
  }
}
