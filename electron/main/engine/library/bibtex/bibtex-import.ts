import type { Paper, PaperRecord } from '../../../../shared/domain/paper'
import type { LibraryContext } from '../library-context'
import { bibtexReadEntrySchema } from './bibtex-read-protocol'
import { BibtexReadCancelled, readBibtexOffThread } from './bibtex-read-thread'
import { readBibtex } from './bibtex-reader'
import { keepBibtexCitationKeys, keptBibtexCitationKey, restoreBibtexCitationKey } from './kept-citation-keys'

/**
 * Up to this size a file is read on the engine's own thread, a slice of entries at a time (well under a second
 * each); a larger one on a thread of its own.
 */
const ON_ENGINE_THREAD_MAX_CHARS = 256 * 1024
/** Entries stored in one transaction; the engine answers other commands between two of them. */
const ENTRIES_A_TRANSACTION = 250
/** Reading the file is this share of the progress bar, storing its entries the rest. */
const READ_SHARE = 0.6

export interface BibtexImportOptions {
  signal?: AbortSignal
  /** How far the import has come (0 to 1) and what it is doing. */
  onProgress?: (fraction: number, message: string) => void
}

/** What the import changed, to be undone when it is cancelled or fails part way. */
interface Undo {
  created: Set<string>
  /** Papers that were in the library before, as they were, with the cite key they had. */
  earlier: Map<string, { record: PaperRecord; kept: ReturnType<typeof keptBibtexCitationKey> }>
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

function undo(context: LibraryContext, changes: Undo): void {
  context.db
    .transaction(() => {
      for (const id of changes.created) context.papers.delete(id)
      for (const [id, { record, kept }] of changes.earlier) {
        if (!context.papers.get(id)) continue
        context.papers.replaceRecord(id, record)
        restoreBibtexCitationKey(context.db, id, kept)
      }
    })
    .immediate()
}

/**
 * Imports a .bib file: read on a thread of its own, then stored a few hundred entries a transaction, so the engine
 * keeps answering; entries are merged with papers already in the library, and each keeps its cite key. Cancelled or
 * failed part way, what was stored is taken back out (papers it merged into are restored), so the library is as it
 * was before.
 */
export async function importBibtexFile(
  context: LibraryContext,
  text: string,
  options: BibtexImportOptions = {},
): Promise<{ papers: Paper[]; errors: string[] }> {
  const { signal, onProgress } = options
  const reading = (fraction: number) =>
    onProgress?.(fraction * READ_SHARE, `Reading the .bib file (${Math.round(fraction * 100)}%)`)
  const read =
    text.length > ON_ENGINE_THREAD_MAX_CHARS
      ? await readBibtexOffThread(text, { signal, onProgress: reading })
      : await readBibtex(text, reading)
  const errors = [...read.errors]
  const now = context.timing.now()
  const keyOfPaper = new Map<string, string>()
  const changes: Undo = { created: new Set(), earlier: new Map() }
  const papers: Paper[] = []
  try {
    for (let from = 0; from < read.entries.length; from += ENTRIES_A_TRANSACTION) {
      if (signal?.aborted) throw new BibtexReadCancelled()
      const slice = read.entries
        .slice(from, from + ENTRIES_A_TRANSACTION)
        .map((raw) => bibtexReadEntrySchema.parse(raw))
      context.db
        .transaction(() => {
          const ids = context.papers.upsertMany(
            slice.map(({ record }) => record),
            (matches) => {
              for (const match of matches) {
                if (changes.created.has(match.id) || changes.earlier.has(match.id)) continue
                changes.earlier.set(match.id, { record: match, kept: keptBibtexCitationKey(context.db, match.id) })
              }
            },
          )
          const keys = slice.map(({ citationKey }, index) => ({ paperId: ids[index] ?? '', citationKey }))
          for (const { paperId, citationKey } of keys) {
            if (!changes.earlier.has(paperId)) changes.created.add(paperId)
            const earlier = keyOfPaper.get(paperId)
            if (earlier !== undefined && earlier !== citationKey) {
              errors.push(
                `Entries ${earlier} and ${citationKey} name the same paper (the same DOI, arXiv id or bibcode); the library keeps one record, exported as ${citationKey}.`,
              )
            }
            keyOfPaper.set(paperId, citationKey)
          }
          keepBibtexCitationKeys(context.db, keys, now)
          const stored = new Map(context.papers.getMany([...new Set(ids)]).map((paper) => [paper.id, paper]))
          for (const id of ids) {
            const paper = stored.get(id)
            if (paper) papers.push(paper)
          }
        })
        .immediate()
      const stored = Math.min(read.entries.length, from + ENTRIES_A_TRANSACTION)
      onProgress?.(
        READ_SHARE + (1 - READ_SHARE) * (stored / read.entries.length),
        `Stored ${stored.toLocaleString('en')} of ${read.entries.length.toLocaleString('en')} entries`,
      )
      await nextTurn()
    }
  } catch (error) {
    undo(context, changes)
    throw error
  }
  onProgress?.(1, `Imported ${papers.length.toLocaleString('en')} entries`)
  return { papers, errors }
}
