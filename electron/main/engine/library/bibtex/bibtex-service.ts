import { GLOBAL_SESSION_ID } from '../../../../shared/contract/events'
import { BIBTEX_IMPORT_PROGRESS_ID } from '../../../../shared/domain/bibtex-import'
import type { Paper } from '../../../../shared/domain/paper'
import type { LibraryContext } from '../library-context'
import { listPapers } from '../store/paper-query'
import { importBibtexFile } from './bibtex-import'
import { paperToBibtex } from './bibtex-writer'
import { citationKeys } from './citation-key'
import { withKeptCitationKeys } from './kept-citation-keys'

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

/** The paper whose key in exports is `key`, if one is. */
export function paperIdWithCitationKey(context: LibraryContext, key: string): string | null {
  for (const [paperId, each] of libraryCitationKeys(context).keys) if (each === key) return paperId
  return null
}

/** The key a paper has in every export (made over the whole library). */
export function citationKeyOf(context: LibraryContext, paperId: string): string {
  return libraryCitationKeys(context).keys.get(paperId) ?? paperId
}

/**
 * Imports a .bib file off the engine's thread, reporting `library-progress` (task `import`); `signal` cancels it with
 * nothing stored. Entries are merged with papers already in the library, and each keeps its cite key.
 */
export function importBibtex(
  context: LibraryContext,
  text: string,
  signal?: AbortSignal,
): Promise<{ papers: Paper[]; errors: string[] }> {
  return importBibtexFile(context, text, {
    signal,
    onProgress: (fraction, message) =>
      context.emit({
        type: 'library-progress',
        sessionId: GLOBAL_SESSION_ID,
        runId: '',
        paperId: BIBTEX_IMPORT_PROGRESS_ID,
        task: 'import',
        fraction,
        message,
      }),
  })
}
