import type { Paper } from '../../../../shared/domain/paper'

/** Braces protect capitals and special characters; BibTeX's own specials are escaped. */
function value(text: string): string {
  const escaped = text.replace(/([&%$#_])/g, '\\$1').replace(/[{}]/g, '')
  return `{${escaped}}`
}

/** Names stay as the source wrote them ("Last, First" or "First Last"); BibTeX reads both. */
function authorList(authors: string[]): string {
  return authors.join(' and ')
}

/** One @article (or @misc for a bare preprint) entry generated from library metadata. */
export function paperToBibtex(paper: Paper, key: string): string {
  const fields: [string, string][] = [
    ['author', authorList(paper.authors)],
    ['title', `{${paper.title.replace(/[{}]/g, '')}}`],
  ]
  if (paper.venue) fields.push(['journal', paper.venue])
  if (paper.year !== null) fields.push(['year', String(paper.year)])
  if (paper.doi) fields.push(['doi', paper.doi])
  if (paper.arxivId) {
    fields.push(['eprint', paper.arxivId], ['archivePrefix', 'arXiv'])
  }
  if (paper.bibcode) fields.push(['adsurl', `https://ui.adsabs.harvard.edu/abs/${encodeURIComponent(paper.bibcode)}`])
  if (paper.abstract) fields.push(['abstract', paper.abstract])
  const type = paper.venue || paper.doi ? 'article' : 'misc'
  const body = fields.map(([name, text]) => `  ${name} = ${name === 'title' ? `{${text}}` : value(text)}`).join(',\n')
  return `@${type}{${key},\n${body}\n}\n`
}
