import type { Paper } from '../../../../shared/domain/paper'
import { familyName } from './citation-key'
import { journalFromMacro, macroForJournal, venueName } from './journal-macros'

/** Braces protect capitals and special characters; BibTeX's own specials are escaped. */
function value(text: string): string {
  const escaped = text.replace(/([&%$#_])/g, '\\$1').replace(/[{}]/g, '')
  return `{${escaped}}`
}

function bracesBalance(text: string): boolean {
  let depth = 0
  for (const character of text) {
    if (character === '{') depth += 1
    else if (character === '}') depth -= 1
    if (depth < 0) return false
  }
  return depth === 0
}

/**
 * A title as BibTeX: TeX it already holds (math such as `z $>$ 5`, braces, `\&`) is kept; a bare `&`, `%`, `#` or `_`
 * outside math is escaped; unbalanced braces are dropped so the file stays readable.
 */
export function bibtexTitle(title: string): string {
  const balanced = bracesBalance(title) ? title : title.replace(/[{}]/g, '')
  return balanced
    .split(/(\$[^$]*\$)/u)
    .map((part) => (part.startsWith('$') ? part : part.replace(/(?<!\\)([&%#_])/gu, '\\$1')))
    .join('')
}

/** The journal field: the AASTeX macro where one exists, else the journal's name without volume and pages. */
function journalField(venue: string): string {
  const name = venueName(venue)
  return macroForJournal(name) ?? journalFromMacro(name)
}

/**
 * Names as "Family, Given", which BibTeX reads unambiguously ("Adrian Del Maestro" would lose "Del" to the given
 * names); a name already in that order is kept as written.
 */
function authorList(authors: string[]): string {
  return authors
    .map((author) => {
      if (author.includes(',')) return author
      const family = familyName(author)
      const given = author.slice(0, author.length - family.length).trim()
      return given ? `${family}, ${given}` : family
    })
    .join(' and ')
}

/** One @article (or @misc for a bare preprint) entry generated from library metadata. */
export function paperToBibtex(paper: Paper, key: string): string {
  const fields: [string, string][] = [
    ['author', authorList(paper.authors)],
    ['title', `{${bibtexTitle(paper.title)}}`],
  ]
  if (paper.venue) fields.push(['journal', journalField(paper.venue)])
  if (paper.year !== null) fields.push(['year', String(paper.year)])
  if (paper.doi) fields.push(['doi', paper.doi])
  if (paper.arxivId) {
    fields.push(['eprint', paper.arxivId], ['archivePrefix', 'arXiv'])
  }
  if (paper.bibcode) fields.push(['adsurl', `https://ui.adsabs.harvard.edu/abs/${encodeURIComponent(paper.bibcode)}`])
  if (paper.abstract) fields.push(['abstract', paper.abstract])
  const type = paper.venue || paper.doi ? 'article' : 'misc'
  const body = fields
    .map(([name, text]) => {
      if (name === 'title') return `  title = {${text}}`
      if (name === 'journal' && text.startsWith('\\')) return `  journal = {${text}}`
      return `  ${name} = ${value(text)}`
    })
    .join(',\n')
  return `@${type}{${key},\n${body}\n}\n`
}
