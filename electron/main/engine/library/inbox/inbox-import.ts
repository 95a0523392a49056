import { mkdir, readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import { emptyBibliography, type Paper, type PaperRecord } from '../../../../shared/domain/paper'
import { moveFile } from '../../fs/atomic-write'
import { sha256File } from '../download/resumable-download'
import { lookupIdentifiers } from '../identifier-lookup'
import { findIdentifiersInText } from '../identifiers/identifier'
import type { LibraryContext } from '../library-context'
import { type FirstPageMetadata, firstPageMetadata } from '../local-pdf/first-page-metadata'
import { identityFromMetadata } from '../local-pdf/pdf-metadata-identity'
import { readPdfDocument } from '../parse/pdf-text-pool'

export type InboxOutcome =
  | { kind: 'imported'; paper: Paper; identifiedBy: string | null }
  | { kind: 'duplicate'; paperId: string }

/** Identifying a local PDF online gives up after this long, so an offline import is not held up by retries. */
const LOCAL_LOOKUP_TIMEOUT_MS = 5000

function fallbackRecord(described: FirstPageMetadata): PaperRecord {
  return {
    arxivId: null,
    doi: null,
    bibcode: null,
    title: described.title,
    authors: described.authors,
    abstract: '',
    year: described.year,
    venue: '',
    keywords: [],
    citationCount: null,
    arxivVersion: null,
    openAccessUrls: [],
    publisherUrl: null,
    sources: ['inbox'],
    bibliography: emptyBibliography,
  }
}

/**
 * Imports one PDF from the inbox (or the window): identifies it from the text of its first pages (the arXiv stamp)
 * and its own metadata (XMP and Info: arXiv id, DOI), then its first pages' DOI, and looks its metadata up (arXiv,
 * ADS, Crossref), or else describes it from its first page's layout; then moves it into the library. A file whose
 * bytes are already in the library is left alone.
 */
export async function importInboxFile(
  context: LibraryContext,
  path: string,
  signal?: AbortSignal,
): Promise<InboxOutcome> {
  const sha256 = await sha256File(path)
  const existing = context.content.paperWithFile(sha256)
  if (existing) return { kind: 'duplicate', paperId: existing }
  const { pages, metadata } = await readPdfDocument(new Uint8Array(await readFile(path)), {
    maxPages: 2,
    metadata: true,
    signal,
  })
  const text = pages.map((page) => `${page.marginText}\n${page.items.map((item) => item.text).join(' ')}`).join('\n')
  const found = findIdentifiersInText(text)
  const own = identityFromMetadata(metadata)
  const arxivId = found.arxivIds[0] ?? own.arxivId
  const doi = own.doi ?? found.dois[0] ?? null
  const identifier = arxivId ?? doi
  const firstPage = pages[0]
  const layout = firstPage
    ? firstPageMetadata(firstPage.items, firstPage.height, firstPage.marginText)
    : { title: '', authors: [], year: null }
  // A title the PDF declares (hyperref's pdftitle, a publisher's XMP) is the one its authors chose; the layout guesses.
  const described = { ...layout, title: own.title || layout.title || basename(path, '.pdf') }
  const title = described.title
  let record: PaperRecord | null = null
  if (identifier) {
    const deadline = AbortSignal.timeout(LOCAL_LOOKUP_TIMEOUT_MS)
    const lookup = await lookupIdentifiers(
      context,
      [identifier],
      { adsAvailable: await context.hasAdsToken() },
      signal ? AbortSignal.any([signal, deadline]) : deadline,
    ).catch(() => null)
    signal?.throwIfAborted()
    record = lookup?.records[0] ?? null
    if (!record) {
      record = {
        ...fallbackRecord(described),
        arxivId,
        doi: arxivId ? null : doi,
      }
    }
  }
  const paper = context.papers.upsert(
    record
      ? { ...record, title: record.title || title, sources: [...record.sources, 'inbox'] }
      : fallbackRecord(described),
  )
  await mkdir(context.papersDir, { recursive: true })
  const target = join(context.papersDir, `${paper.id}.pdf`)
  await moveFile(path, target)
  const size = (await readFile(target)).byteLength
  context.content.setFile({ paperId: paper.id, kind: 'pdf', path: target, sha256, size })
  const updated = context.papers.setStatus(paper.id, { downloadStatus: 'downloaded' })
  context.emit({
    type: 'library-progress',
    sessionId: GLOBAL_SESSION_ID,
    runId: '',
    paperId: paper.id,
    task: 'import',
    fraction: 1,
    message: `Imported ${basename(path)} from the inbox`,
  })
  return { kind: 'imported', paper: updated, identifiedBy: identifier }
}
