import { z } from 'zod'
import { arxivCategorySchema } from '../../../shared/domain/settings'
import type { Db } from '../db/open-database'

const SUGGESTED = 3
/** arXiv's archives; a library keyword is taken for a category only under one of these. */
const archives =
  /^(astro-ph|gr-qc|hep-(ex|lat|ph|th)|nucl-(ex|th)|physics|cond-mat|quant-ph|math-ph|nlin|cs|math|stat|q-bio|q-fin|eess|econ)(\.|$)/

/**
 * The arXiv categories the library's papers carry most (arXiv records keep theirs among the keywords), for a fresh
 * Settings → Digest.
 */
export function suggestedCategories(db: Db): string[] {
  const counts = new Map<string, number>()
  for (const row of db.prepare('select keywords from papers').all() as { keywords: string }[]) {
    const keywords = z.array(z.string()).safeParse(JSON.parse(row.keywords))
    if (!keywords.success) continue
    for (const keyword of new Set(keywords.data)) {
      if (archives.test(keyword) && arxivCategorySchema.safeParse(keyword).success) {
        counts.set(keyword, (counts.get(keyword) ?? 0) + 1)
      }
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SUGGESTED)
    .map(([category]) => category)
}
