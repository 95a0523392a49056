import { copyFile, mkdir, rm, stat } from 'node:fs/promises'
import { isAbsolute, join } from 'node:path'
import { GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import type { Paper } from '../../../../shared/domain/paper'
import { commitFile } from '../../fs/atomic-write'
import { sha256File } from '../download/resumable-download'
import type { LibraryContext } from '../library-context'
import { parsePaper } from '../paper-parse'
import { mergeRecords } from '../records/merge-records'
import { readZoteroDirectory, type ZoteroCollection, type ZoteroItem } from './zotero-database'
import { ZoteroLinkStore } from './zotero-links'
import { zoteroNoteToMarkdown } from './zotero-note'
import { citationKeyFromExtra, nativeCitationKey, paperItemTypes, recordFromZoteroItem } from './zotero-record'

type ZoteroSkipReason = 'not-a-paper' | 'no-title' | 'attachment-missing' | 'attachment-not-stored'

export interface ZoteroImportSummary {
  imported: number
  updated: number
  notes: number
  attachments: number
  collections: number
  papers: { zoteroKey: string; paperId: string; citationKey: string | null; outcome: 'imported' | 'updated' }[]
  skipped: { zoteroKey: string; title: string; reason: ZoteroSkipReason; detail: string }[]
}

export class ZoteroDirectoryError extends Error {}

/** Collection names with their parents': `Thesis / Chapter 2`, since our collections are flat. */
function collectionPaths(collections: ZoteroCollection[]): Map<string, string> {
  const byKey = new Map(collections.map((collection) => [collection.key, collection]))
  const paths = new Map<string, string>()
  for (const collection of collections) {
    const names: string[] = []
    const seen = new Set<string>()
    let current: ZoteroCollection | undefined = collection
    while (current && !seen.has(current.key)) {
      seen.add(current.key)
      names.unshift(current.name.trim())
      current = current.parentKey ? byKey.get(current.parentKey) : undefined
    }
    paths.set(collection.key, names.join(' / '))
  }
  return paths
}

/** Where an attachment's file is: `storage:<file>` lives in `<dir>/storage/<attachment key>/`; linked files as given. */
function attachmentPath(dir: string, attachment: ZoteroItem['attachments'][number]): string | null {
  if (!attachment.path) return null
  if (attachment.path.startsWith('storage:'))
    return join(dir, 'storage', attachment.key, attachment.path.slice('storage:'.length))
  return isAbsolute(attachment.path) ? attachment.path : null
}

const isPdf = (attachment: ZoteroItem['attachments'][number]) =>
  attachment.contentType === 'application/pdf' || /\.pdf$/i.test(attachment.path ?? '')

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  )
}

/** Copies a PDF into the library (through a temporary file, so no half-copied PDF is ever attached). */
async function attachPdf(context: LibraryContext, paper: Paper, source: string): Promise<void> {
  await mkdir(context.papersDir, { recursive: true })
  const target = join(context.papersDir, `${paper.id}.pdf`)
  const temporary = `${target}.zotero.tmp`
  try {
    await copyFile(source, temporary)
    await commitFile(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  const size = (await stat(target)).size
  context.content.setFile({ paperId: paper.id, kind: 'pdf', path: target, sha256: await sha256File(target), size })
  context.papers.setStatus(paper.id, { downloadStatus: 'downloaded' })
}

/** The library entry for an item: the one this item became before, else whichever paper shares its identifiers. */
function savePaper(
  context: LibraryContext,
  links: ZoteroLinkStore,
  item: ZoteroItem,
): { paper: Paper; isNew: boolean } {
  const record = recordFromZoteroItem(item)
  const linkedId = links.paperFor(item.libraryId, item.key)
  const linked = linkedId ? context.papers.get(linkedId) : null
  const hasIdentifiers = record.arxivId !== null || record.doi !== null || record.bibcode !== null
  if (linked && !hasIdentifiers)
    return { paper: context.papers.replaceRecord(linked.id, mergeRecords(linked, record)), isNew: false }
  const existing = hasIdentifiers ? context.papers.findByIdentifiers(record).length > 0 : false
  return { paper: context.papers.upsert(record), isNew: !linked && !existing }
}

interface ZoteroImportOptions {
  signal?: AbortSignal
  /** Parse attached PDFs after copying them (default true). */
  parse?: boolean
}

/**
 * Imports a Zotero library: papers merged with the library's by DOI / arXiv id / bibcode, collections (nested ones
 * as `Parent / Child`), tags, notes and PDFs. Re-importing updates the papers each Zotero item became.
 */
export async function importZotero(
  context: LibraryContext,
  dir: string,
  options: ZoteroImportOptions = {},
): Promise<ZoteroImportSummary> {
  if (!(await exists(join(dir, 'zotero.sqlite'))))
    throw new ZoteroDirectoryError(
      `There is no zotero.sqlite in ${dir}. Choose the Zotero data folder (Zotero → Settings → Advanced → Files and Folders shows it).`,
    )
  const snapshot = await readZoteroDirectory(dir)
  const links = new ZoteroLinkStore(context.db, () => context.timing.now())
  const paths = collectionPaths(snapshot.collections)
  const summary: ZoteroImportSummary = {
    imported: 0,
    updated: 0,
    notes: 0,
    attachments: 0,
    collections: 0,
    papers: [],
    skipped: [],
  }
  const usedCollections = new Set<string>()
  const progress = (done: number, paperId: string, message: string) =>
    context.emit({
      type: 'library-progress',
      sessionId: GLOBAL_SESSION_ID,
      runId: '',
      paperId,
      task: 'import',
      fraction: snapshot.items.length === 0 ? 1 : done / snapshot.items.length,
      message,
    })
  for (const [index, item] of snapshot.items.entries()) {
    options.signal?.throwIfAborted()
    const title = item.fields.get('title') ?? ''
    const skip = (reason: ZoteroSkipReason, detail: string) =>
      summary.skipped.push({ zoteroKey: item.key, title, reason, detail })
    if (!paperItemTypes.has(item.itemType)) {
      skip('not-a-paper', item.itemType)
      progress(index + 1, '', `Skipped ${item.key} (${item.itemType})`)
      continue
    }
    if (!title.trim()) {
      skip('no-title', item.itemType)
      progress(index + 1, '', `Skipped ${item.key} (no title)`)
      continue
    }
    const { paper, isNew } = savePaper(context, links, item)
    const citationKey =
      nativeCitationKey(item) ??
      snapshot.citationKeys.get(`${item.libraryId}/${item.key}`) ??
      citationKeyFromExtra(item)
    links.link({ libraryId: item.libraryId, key: item.key, paperId: paper.id, citationKey })
    context.labels.setTags(paper.id, [...paper.tags, ...item.tags])
    for (const collectionKey of item.collectionKeys) {
      const name = paths.get(collectionKey)
      if (!name) continue
      context.labels.addToCollection(paper.id, name)
      usedCollections.add(name)
    }
    for (const note of item.notes) {
      const content = await zoteroNoteToMarkdown(note.html)
      if (!content) continue
      context.annotations.saveNote({
        id: `zotero-${item.libraryId}-${note.key}`,
        paperId: paper.id,
        page: null,
        content,
      })
      summary.notes++
    }
    const pdf = item.attachments.find(isPdf)
    if (pdf && !context.content.file(paper.id, 'pdf')) {
      const source = attachmentPath(dir, pdf)
      if (!source) skip('attachment-not-stored', pdf.path ?? pdf.key)
      else if (!(await exists(source))) skip('attachment-missing', source)
      else {
        await attachPdf(context, paper, source)
        summary.attachments++
        if (options.parse ?? true) await parsePaper(context, paper.id, { signal: options.signal })
      }
    }
    summary[isNew ? 'imported' : 'updated']++
    summary.papers.push({
      zoteroKey: item.key,
      paperId: paper.id,
      citationKey,
      outcome: isNew ? 'imported' : 'updated',
    })
    progress(index + 1, paper.id, `${isNew ? 'Imported' : 'Updated'} ${title}`)
  }
  summary.collections = usedCollections.size
  return summary
}
