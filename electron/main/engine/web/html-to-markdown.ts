import { Readability } from '@mozilla/readability'
import { parseHTML } from 'linkedom'
import TurndownService from 'turndown'

export interface ReadablePage {
  title: string
  markdown: string
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' })
turndown.remove(['script', 'style', 'noscript', 'iframe'])

/** The readable part of an HTML page (Mozilla Readability over linkedom) as Markdown (turndown). */
export function htmlToMarkdown(html: string): ReadablePage {
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
