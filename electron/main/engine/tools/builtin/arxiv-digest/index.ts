import { z } from 'zod'
import type { Digest } from '../../../../../shared/contract/commands/digest'
import { arxivCategorySchema } from '../../../../../shared/domain/settings'
import { describeReasons } from '../../../digest/digest-reasons'
import type { DigestService } from '../../../digest/digest-service'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

function heading(digest: Digest, topic: string | undefined): string {
  const about = topic ? ` about '${topic}'` : ''
  const categories = digest.categories.join(', ')
  if (digest.listingDate === null)
    return `No arXiv listing of ${categories} is stored for ${digest.requestedDate} or before.`
  const day =
    digest.listingDate === digest.requestedDate
      ? `the arXiv listing of ${digest.listingDate}`
      : `the last arXiv listing, of ${digest.listingDate} (${digest.status === 'offline' ? `arXiv could not be reached: ${digest.message}` : `arXiv announced nothing on ${digest.requestedDate}`})`
  return `${digest.total} paper(s)${about} in ${day} for ${categories}; the top ${digest.entries.length} by the user's library:`
}

export function createArxivDigestTool(deps: { digest: DigestService }) {
  return defineTool({
    name: 'arxiv_digest',
    ui: {
      title: { en: 'arXiv digest', 'zh-CN': 'arXiv 每日速递' },
      doing: { en: 'Ranking today’s arXiv listing', 'zh-CN': '正在为今日 arXiv 新文排序' },
      done: { en: 'Ranked today’s arXiv listing', 'zh-CN': '已为今日 arXiv 新文排序' },
    },
    description,
    input: z.object({
      topic: z
        .string()
        .trim()
        .min(2)
        .max(300)
        .optional()
        .describe('Keep only papers about this, e.g. "exoplanet atmospheres"'),
      categories: z
        .array(arxivCategorySchema)
        .min(1)
        .max(20)
        .optional()
        .describe('arXiv categories, e.g. ["astro-ph.EP"]; default: the user’s Settings → Digest'),
      top: z.number().int().min(1).max(50).default(10).describe('How many papers to list'),
      date: z.iso.date().optional().describe('The listing day (YYYY-MM-DD); default today'),
    }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      try {
        const digest = await deps.digest.get({
          topic: input.topic,
          categories: input.categories,
          top: input.top,
          date: input.date,
          signal: context.signal,
        })
        const lines = digest.entries.map(
          (entry, index) =>
            `${index + 1}. arXiv:${entry.arxivId} “${entry.title}” — ${entry.authors.slice(0, 3).join(', ')}${entry.authors.length > 3 ? ' et al.' : ''} [${entry.categories.join(', ')}] score ${entry.score}; why: ${describeReasons(entry.reasons)}`,
        )
        return toolResult([heading(digest, input.topic), ...lines].join('\n'), { digest })
      } catch (error) {
        const hint = error instanceof Error && 'hint' in error && typeof error.hint === 'string' ? ` ${error.hint}` : ''
        return toolError(`${error instanceof Error ? error.message : String(error)}${hint}`)
      }
    },
  })
}
