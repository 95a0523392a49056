/** ADS `doctype` → the BibTeX entry type ADS's own BibTeX export gives it. */
const byAdsDoctype: Record<string, string> = {
  article: 'article',
  eprint: 'article',
  erratum: 'article',
  bookreview: 'article',
  editorial: 'article',
  obituary: 'article',
  newsletter: 'article',
  phdthesis: 'phdthesis',
  mastersthesis: 'mastersthesis',
  inproceedings: 'inproceedings',
  abstract: 'inproceedings',
  talk: 'inproceedings',
  book: 'book',
  inbook: 'incollection',
  proceedings: 'proceedings',
  techreport: 'techreport',
  intechreport: 'techreport',
  software: 'software',
  catalog: 'dataset',
}

export function entryTypeFromAdsDoctype(doctype: string | undefined): string | null {
  if (doctype === undefined) return null
  return byAdsDoctype[doctype] ?? 'misc'
}
