import { z } from 'zod'
import { fetchPage } from '../../../web/fetch-page'
import { WebError } from '../../../web/web-error'
import type { WebFetchConfig } from '../../../web/web-services'
import { ARTIFACTFLOW_MAX_RESULT_CHARS, defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

export function createWebFetchTool(deps: { fetch: () => WebFetchConfig }) {
  return defineTool({
    name: 'web_fetch',
    ui: {
      title: { en: 'Fetch web page', 'zh-CN': '获取网页' },
      doing: { en: 'Fetching a web page', 'zh-CN': '正在获取网页' },
      done: { en: 'Fetched a web page', 'zh-CN': '已获取网页' },
    },
    description,
    input: z.object({
      url: z.string().min(1).describe('The http(s) URL to fetch'),
      max_content_length: z
        .number()
        .int()
        .min(100)
        .max(1_000_000)
        .default(20_000)
        .describe('Most characters of content to return. Default: 20000'),
    }),
    defaultPermission: 'confirm',
    isConcurrencySafe: () => true,
    maxResultChars: ARTIFACTFLOW_MAX_RESULT_CHARS,
    persistTo: 'artifact',
    async execute(input, context) {
      const config = deps.fetch()
      try {
        const page = await fetchPage(input.url, config, context.signal)
        const total = page.text.length
        const shown = page.text.slice(0, input.max_content_length)
        const notes: string[] = []
        if (total > shown.length) {
          notes.push(`Truncated: showing ${shown.length} of ${total} characters; raise max_content_length for more.`)
        }
        if (page.bodyTruncated) notes.push('The page was larger than the download limit; only its beginning was read.')
        const heading = page.title ? `# ${page.title}\n\n` : ''
        const footer = notes.length > 0 ? `\n\n[${notes.join(' ')}]` : ''
        return toolResult(`${heading}Source: ${page.url}\n\n${shown}${footer}`, {
          url: page.url,
          title: page.title,
          totalChars: total,
          shownChars: shown.length,
          via: page.via,
        })
      } catch (error) {
        if (error instanceof WebError) return toolError(error.message)
        throw error
      }
    },
  })
}
