import { GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import type { LibraryContext } from '../library-context'
import { recordFromAds } from '../records/from-ads'
import { BiblibClient } from './biblib-client'

const searchBatch = 50

interface AdsLibraryImport {
  collection: string
  imported: number
  updated: number
  /** Bibcodes in the ADS library that ADS search did not return. */
  missing: string[]
}

interface AdsLibraryExport {
  libraryId: string
  name: string
  added: number
  /** Papers of the collection that have no bibcode, so ADS cannot hold them. */
  withoutBibcode: string[]
}

export class AdsLibraryError extends Error {}

/**
 * Imports an ADS library into a collection (its name by default): its bibcodes from biblib, then their records from
 * ADS search, merged with the library's papers by identifiers.
 */
export async function importAdsLibrary(
  context: LibraryContext,
  request: { libraryId: string; collection?: string | undefined },
  signal?: AbortSignal,
): Promise<AdsLibraryImport> {
  const { metadata, bibcodes } = await new BiblibClient(context.ads).library(request.libraryId, signal)
  const collection = request.collection?.trim() || metadata.name
  context.labels.createCollection(collection)
  const result: AdsLibraryImport = { collection, imported: 0, updated: 0, missing: [] }
  for (let start = 0; start < bibcodes.length; start += searchBatch) {
    const batch = bibcodes.slice(start, start + searchBatch)
    const found = await context.ads.search(
      { q: `bibcode:(${batch.map((bibcode) => `"${bibcode}"`).join(' OR ')})`, rows: batch.length },
      signal,
    )
    const returned = new Set(found.docs.flatMap((doc) => [doc.bibcode, ...doc.identifier]))
    result.missing.push(...batch.filter((bibcode) => !returned.has(bibcode)))
    for (const doc of found.docs) {
      const record = recordFromAds(doc)
      const known = context.papers.findByIdentifiers(record).length > 0
      const paper = context.papers.upsert(record)
      context.labels.addToCollection(paper.id, collection)
      result[known ? 'updated' : 'imported']++
    }
    context.emit({
      type: 'library-progress',
      sessionId: GLOBAL_SESSION_ID,
      runId: '',
      paperId: '',
      task: 'import',
      fraction: Math.min(1, (start + batch.length) / bibcodes.length),
      message: `Imported ${Math.min(start + batch.length, bibcodes.length)} of ${bibcodes.length} papers from ADS library "${metadata.name}"`,
    })
  }
  return result
}

function collectionPapers(context: LibraryContext, collection: string) {
  const exists = context.labels.collections().some((label) => label.name.toLowerCase() === collection.toLowerCase())
  if (!exists) throw new AdsLibraryError(`No collection named "${collection}".`)
  const ids = context.db
    .prepare(
      `select pc.paper_id from paper_collections pc join collections c on c.id = pc.collection_id
         where c.name = ? order by pc.paper_id`,
    )
    .pluck()
    .all(collection) as string[]
  return ids.map((id) => context.papers.require(id))
}

/** Sends a collection's papers (those with a bibcode) to an existing ADS library, or to a new one named `name`. */
export async function exportToAdsLibrary(
  context: LibraryContext,
  request: { collection: string; libraryId?: string | undefined; name?: string | undefined },
  signal?: AbortSignal,
): Promise<AdsLibraryExport> {
  const papers = collectionPapers(context, request.collection)
  const bibcodes = papers.flatMap((paper) => (paper.bibcode ? [paper.bibcode] : []))
  const withoutBibcode = papers.filter((paper) => !paper.bibcode).map((paper) => paper.title)
  const biblib = new BiblibClient(context.ads)
  if (request.libraryId) {
    const added = bibcodes.length > 0 ? await biblib.add(request.libraryId, bibcodes, signal) : 0
    const target = (await biblib.libraries(signal)).find((library) => library.id === request.libraryId)
    return { libraryId: request.libraryId, name: target?.name ?? request.libraryId, added, withoutBibcode }
  }
  const name = request.name?.trim() || request.collection
  const created = await biblib.create(
    { name, description: `Exported from AstroResearch collection "${request.collection}"`, bibcodes },
    signal,
  )
  return { libraryId: created.id, name: created.name, added: bibcodes.length, withoutBibcode }
}
