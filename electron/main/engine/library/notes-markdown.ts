import type { Highlight, Note, Paper } from '../../../shared/domain/paper'

/**
 * A paper's notes and highlights as one Markdown document for writing: title, authors, year and citation key first,
 * then the paper-level note, then page notes and highlights in page order, each with its page.
 */
export function notesMarkdown(paper: Paper, citationKey: string, notes: Note[], highlights: Highlight[]): string {
  const heading = [
    `# ${paper.title}`,
    '',
    [paper.authors.join('; '), paper.year ?? ''].filter((part) => part !== '').join(', '),
    '',
    `Citation key: \`${citationKey}\` (\\cite{${citationKey}})`,
  ]
  const paperNotes = notes.filter((note) => note.page === null).map((note) => note.content)
  const byPage = [
    ...notes
      .filter((note): note is Note & { page: number } => note.page !== null)
      .map((note) => ({ page: note.page, at: note.createdAt, text: note.content })),
    ...highlights.map((highlight) => ({
      page: highlight.page,
      at: highlight.createdAt,
      text: [`> ${highlight.quote.replace(/\n/g, '\n> ')}`, highlight.comment].filter(Boolean).join('\n\n'),
    })),
  ].sort((a, b) => a.page - b.page || a.at - b.at)
  const sections = [heading.join('\n')]
  if (paperNotes.length > 0) sections.push(['## Notes', '', ...paperNotes].join('\n\n'))
  if (byPage.length > 0) {
    sections.push(
      ['## Highlights and page notes', ...byPage.map((entry) => `### p. ${entry.page}\n\n${entry.text}`)].join('\n\n'),
    )
  }
  return `${sections.join('\n\n')}\n`
}
