import type { Paper } from '../../../../shared/domain/paper'
import type { LibraryContext } from '../library-context'
import { listPapers } from '../store/paper-query'
import { readBibtex } from './bibtex-reader'
import { paperToBibtex } from './bibtex-writer'
import { citationKeys } from './citation-key'
import { keepBibtexCitationKey, withKeptCitationKeys } from './kept-citation-keys'

function selectPapers(context: LibraryContext, selection: { paperIds?: string[]; collection?: string }): Paper[] {
  if (selection.paperIds) return selection.paperIds.map((id) => context.papers.require(id))
  return listPapers(context.db, context.papers, { collection: selection.collection, limit: 100_000 }).papers
}

/** Every paper's key in exports, and which of them a paper came with (.bib, Zotero) rather than was given here. */
function libraryCitationKeys(context: LibraryContext): { keys: Map<string, string>; kept: Set<string> } {
  const generated = citationKeys(listPapers(context.db, context.papers, { limit: 100_000 }).papers)
  const keys = withKeptCitationKeys(context.db, generated)
  const kept = new Set([...keys].filter(([paperId, key]) => generated.get(paperId) !== key).map(([paperId]) => paperId))
  return { keys, kept }
}

/** ADS names its entries by bibcode (`@ARTICLE{2015MNRAS.446.4239E,`); a paper that came with a key gets it back. */
function withKeptKeys(adsExport: string, papers: Paper[], citation: ReturnType<typeof libraryCitationKeys>): string {
  let text = adsExport
  for (const paper of papers) {
    const key = citation.keys.get(paper.id)
    if (!paper.bibcode || !key || !citation.kept.has(paper.id)) continue
    text = text.replace(`{${paper.bibcode},`, () => `{${key},`)
  }
  return text
}

/**
 * BibTeX for a selection: the entry each paper was imported with; ADS's own export for other papers with a bibcode
 * (when a token is set and ADS answers); entries made from the metadata for the rest. Each entry has the paper's key: the one it was imported with (its .bib entry's, its Better
 * BibTeX key), else a Better BibTeX-style key (`delmaestro2012luttinger`) made over the whole library, so a paper
 * keeps its key whether it is exported alone, in a collection or with everything.
 */
export async function exportBibtex(
  context: LibraryContext,
  selection: { paperIds?: string[]; collection?: string },
  signal?: AbortSignal,
): Promise<string> {
  const papers = selectPapers(context, selection)
  // A paper imported from a .bib file is exported from that entry, never replaced by ADS's record.
  const withBibcode = papers.filter(
    (paper) => paper.bibcode !== null && Object.keys(paper.bibliography.fields).length === 0,
  )
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
  const citation = libraryCitationKeys(context)
  fromAds = withKeptKeys(fromAds, withBibcode, citation)
  const generated = papers
    .filter((paper) => !exported.has(paper.id))
    .map((paper) => paperToBibtex(paper, citation.keys.get(paper.id) ?? paper.id))
  return [fromAds.trim(), ...generated.map((entry) => entry.trim())]
    .filter((part) => part.length > 0)
    .join('\n\n')
    .concat('\n')
}

/** The key a paper has in every export (made over the whole library). */
export function citationKeyOf(context: LibraryContext, paperId: string): string {
  return libraryCitationKeys(context).keys.get(paperId) ?? paperId
}

/** Imports a .bib file; entries are merged with papers already in the library, and each keeps its cite key. */
export async function importBibtex(
  context: LibraryContext,
  text: string,
): Promise<{ papers: Paper[]; errors: string[] }> {
  const { entries, errors } = await readBibtex(text)
  const now = context.timing.now()
  const keyOfPaper = new Map<string, string>()
  // One transaction for the whole file: all of it is stored, or (on a failure) none of it.
  const store = context.db.transaction(() =>
    entries.map(({ citationKey, record }) => {
      const paper = context.papers.upsert(record)
      const earlier = keyOfPaper.get(paper.id)
      if (earlier !== undefined && earlier !== citationKey) {
        errors.push(
          `Entries ${earlier} and ${citationKey} name the same paper (the same DOI, arXiv id or bibcode); the library keeps one record, exported as ${citationKey}.`,
        )
      }
      keyOfPaper.set(paper.id, citationKey)
      keepBibtexCitationKey(context.db, paper.id, citationKey, now)
      return paper
    }),
  )
  return { papers: store.immediate(), errors }
}
