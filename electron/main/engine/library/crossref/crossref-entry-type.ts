/** Crossref's work `type` → BibTeX entry type. */
const byCrossrefType: Record<string, string> = {
  'journal-article': 'article',
  'proceedings-article': 'inproceedings',
  'book-chapter': 'incollection',
  'book-section': 'incollection',
  'book-part': 'incollection',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  proceedings: 'proceedings',
  dissertation: 'phdthesis',
  report: 'techreport',
  dataset: 'dataset',
}

export function entryTypeFromCrossrefType(type: string | undefined): string | null {
  if (type === undefined) return null
  return byCrossrefType[type] ?? 'misc'
}
