import type { Paper } from '../../../../shared/domain/paper'
import type { LibraryContext } from '../library-context'
import { listPapers } from '../store/paper-query'
import { withZoteroCitationKeys } from '../zotero/zotero-citation-keys'
import { readBibtex } from './bibtex-reader'
import { paperToBibtex } from './bibtex-writer'
import { citationKeys } from './citation-key'

function selectPapers(context: LibraryContext, selection: { paperIds?: string[]; collection?: string }): Paper[] {
  if (selection.paperIds) return selection.paperIds.map((id) => context.papers.require(id))
  return listPapers(context.db, context.papers, { collection: selection.collection, limit: 100_000 }).papers
}

/**
 * BibTeX for a selection: ADS's own export for papers with a bibcode (when a token is set and ADS answers), generated
 * entries with Better BibTeX-style keys (`delmaestro2012luttinger`) for the rest. Keys are made over the whole library,
 * so a paper keeps its key whether it is exported alone, in a collection or with everything.
 */
export async function exportBibtex(
  context: LibraryContext,
  selection: { paperIds?: string[]; collection?: string },
  signal?: AbortSignal,
): Promise<string> {
  const papers = selectPapers(context, selection)
  const withBibcode = papers.filter((paper) => paper.bibcode !== null)
  let fromAds = ''
  let exported = new Set<string>()
  if (withBibcode.length > 0 && (await context.hasAdsToken())) {
    try {
      fromAds = await context.ads.export(
        withBibcode.map((paper) => paper.bibcode ?? ''),
        'bibtex',
        signal,
      )
      exported = new Set(withBibcode.map((paper) => paper.id))
    } catch {
      fromAds = ''
    }
  }
  const keys = withZoteroCitationKeys(
    context.db,
    citationKeys(listPapers(context.db, context.papers, { limit: 100_000 }).papers),
  )
  const generated = papers
    .filter((paper) => !exported.has(paper.id))
    .map((paper) => paperToBibtex(paper, keys.get(paper.id) ?? paper.id))
  return [fromAds.trim(), ...generated.map((entry) => entry.trim())]
    .filter((part) => part.length > 0)
    .join('\n\n')
    .concat('\n')
}

/** The key a paper has in every export (made over the whole library). */
export function citationKeyOf(context: LibraryContext, paperId: string): string {
  const keys = citationKeys(listPapers(context.db, context.papers, { limit: 100_000 }).papers)
  return keys.get(paperId) ?? paperId
}

/** Imports a .bib file; entries are merged with papers already in the library. */
export async function importBibtex(
  context: LibraryContext,
  text: string,
): Promise<{ papers: Paper[]; errors: string[] }> {
  const { records, errors } = await readBibtex(text)
  return { papers: records.map((record) => context.papers.upsert(record)), errors }
}
