import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { GLOBAL_SESSION_ID } from '../../../shared/contract/events'
import type { Paper } from '../../../shared/domain/paper'
import { writeFileAtomic } from '../fs/atomic-write'
import { sha256File } from './download/resumable-download'
import type { LibraryContext, ProgressListener } from './library-context'
import { arxivHtmlToMarkdown } from './parse/arxiv-html'
import { parsePdf } from './parse/parse-pdf'
import { PARSER_VERSION } from './parse/parser-version'
import { PdfReadError } from './parse/pdf-read-error'

async function fetchArxivHtml(context: LibraryContext, arxivId: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await context.fetch(new URL(`/html/${arxivId}`, context.urls.arxivHtmlBaseUrl), { signal })
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('html')) return null
    return await response.text()
  } catch {
    return null
  }
}

/**
 * Parses a downloaded PDF into Markdown with page anchors, per-page text and sections; adds arXiv's HTML rendering
 * (with LaTeX math) when it can be reached. A PDF without a text layer ends as `no-text`, an unreadable one as `failed`
 * with the reason — the PDF itself is never touched.
 */
export async function parsePaper(
  context: LibraryContext,
  paperId: string,
  options: { signal?: AbortSignal; onProgress?: ProgressListener } = {},
): Promise<Paper> {
  const paper = context.papers.require(paperId)
  const pdf = context.content.file(paperId, 'pdf')
  const report = (fraction: number, message: string) => {
    context.emit({
      type: 'library-progress',
      sessionId: GLOBAL_SESSION_ID,
      runId: '',
      paperId,
      task: 'parse',
      fraction,
      message,
    })
    options.onProgress?.({ fraction, message })
  }
  if (!pdf) throw new Error(`"${paper.title}" has no PDF yet; download it first (download_paper).`)
  context.papers.setStatus(paperId, { parseStatus: 'parsing', parseError: null })
  report(0, 'Reading the PDF text layer')
  try {
    const parsed = await parsePdf(new Uint8Array(await readFile(pdf.path)), { signal: options.signal })
    options.signal?.throwIfAborted()
    context.papers.setParserVersion(paperId, PARSER_VERSION)
    if (parsed.status === 'no-text') {
      context.content.saveParsed(paperId, parsed.pages, [])
      report(1, 'No text layer: the PDF is a scan or empty')
      const scanned = context.papers.setStatus(paperId, {
        parseStatus: 'no-text',
        parseError: 'The PDF has no text layer (a scan or an empty document); OCR it first to read or search its text.',
        pageCount: parsed.pageCount,
      })
      context.onParsed(paperId)
      return scanned
    }
    report(0.7, `Read ${parsed.pageCount} pages`)
    const markdownPath = join(context.papersDir, `${paperId}.md`)
    await writeFileAtomic(markdownPath, parsed.markdown)
    const size = Buffer.byteLength(parsed.markdown)
    context.content.setFile({
      paperId,
      kind: 'markdown',
      path: markdownPath,
      sha256: await sha256File(markdownPath),
      size,
    })
    context.content.saveParsed(paperId, parsed.pages, parsed.sections)
    if (paper.arxivId) {
      report(0.85, 'Fetching arXiv HTML for formulas')
      const html = await fetchArxivHtml(context, paper.arxivId, options.signal)
      if (html) {
        const htmlPath = join(context.papersDir, `${paperId}.arxiv.md`)
        const converted = (await arxivHtmlToMarkdown(html)).markdown
        await writeFileAtomic(htmlPath, converted)
        context.content.setFile({
          paperId,
          kind: 'html-markdown',
          path: htmlPath,
          sha256: await sha256File(htmlPath),
          size: Buffer.byteLength(converted),
        })
      }
    }
    if (parsed.status === 'partial') {
      const lost = parsed.damagedPages.join(', ')
      report(1, `Parsed ${parsed.pageCount} pages; the text of page(s) ${lost} was lost to corrupt data`)
      return context.papers.setStatus(paperId, {
        parseStatus: 'partial',
        parseProblem: { code: 'pdf-partial', params: { pages: lost } },
        parseError: `The text of page(s) ${lost} could not be decoded (corrupt data in the PDF); the other pages were read. Download the paper again or open it in a PDF viewer and save a fresh copy, then parse it again.`,
        pageCount: parsed.pageCount,
      })
    }
    report(1, `Parsed ${parsed.pageCount} pages, ${parsed.sections.length} sections`)
    const ready = context.papers.setStatus(paperId, {
      parseStatus: 'ready',
      parseError: null,
      pageCount: parsed.pageCount,
    })
    context.onParsed(paperId)
    return ready
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    context.papers.setStatus(paperId, {
      parseStatus: options.signal?.aborted ? 'none' : 'failed',
      parseError: reason,
      parseProblem: error instanceof PdfReadError ? { code: error.code, params: error.params } : null,
    })
    report(1, reason)
    throw error
  }
}
