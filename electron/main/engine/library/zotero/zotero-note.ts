import type TurndownService from 'turndown'

let converter: TurndownService | null = null

/** A Zotero note (HTML from its note editor) as Markdown, the form our paper notes are written in. */
export async function zoteroNoteToMarkdown(html: string): Promise<string> {
  if (!converter) {
    const { default: Turndown } = await import('turndown')
    converter = new Turndown({ headingStyle: 'atx', bulletListMarker: '-' })
  }
  return converter
    .turndown(html)
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
}
