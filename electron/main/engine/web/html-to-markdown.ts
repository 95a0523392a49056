import type TurndownService from 'turndown'

interface ReadablePage {
  title: string
  markdown: string
}

let converter: TurndownService | null = null

/**
 * The readable part of an HTML page (Mozilla Readability over linkedom) as Markdown (turndown). The three libraries
 * load on the first page: they are not needed to start the app.
 */
export async function htmlToMarkdown(html: string): Promise<ReadablePage> {
  const [{ Readability }, { parseHTML }, { default: Turndown }] = await Promise.all([
    import('@mozilla/readability'),
    import('linkedom'),
    import('turndown'),
  ])
  if (!converter) {
    converter = new Turndown({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' })
    converter.remove(['script', 'style', 'noscript', 'iframe'])
  }
  const turndown = converter
  const { document } = parseHTML(html)
  const fallbackTitle = document.querySelector('title')?.textContent?.trim() ?? ''
  const article = new Readability(document).parse()
  const content = article?.content ?? document.body?.innerHTML ?? html
  const markdown = turndown
    .turndown(content)
    .replace(/\n{3,}/gu, '\n\n')
    .trim()
  return { title: article?.title?.trim() || fallbackTitle, markdown }
}
