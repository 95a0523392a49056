/**
 * The labelled set question by question: which ones the shipped ranking misses (no answer page, or a key missing
 * from the top-5 text), with what it returned instead. Run: `npx tsx bench/rag/print-failures.ts`; pass ranking
 * weights to try as JSON, e.g. `npx tsx bench/rag/print-failures.ts '{"page":2}'`.
 */
import { z } from 'zod'
import { createHybridSearch, DEFAULT_WEIGHTS } from '../../electron/main/engine/rag/hybrid-search'
import { createRagIndex } from '../../electron/main/engine/rag/rag-index'
import { createFixtureLibrary } from './rag-dev-library'
import { loadQuestions, parseFixtures } from './rag-dev-set'
import { formatTotals, scoreQuestion, totals } from './retrieval-score'

const weightsSchema = z
  .object({
    chunk: z.number(),
    sectionField: z.number(),
    page: z.number(),
    vector: z.number(),
    passageChars: z.number().int().nonnegative(),
  })
  .partial()

const label = (file: string) => file.split('-').slice(0, 2).join('-')

async function main(): Promise<void> {
  const weights = { ...DEFAULT_WEIGHTS, ...weightsSchema.parse(JSON.parse(process.argv[2] ?? '{}')) }
  const fixtures = await parseFixtures()
  const db = createFixtureLibrary(fixtures)
  const index = createRagIndex(db, () => Date.now())
  for (const fixture of fixtures) await index.indexPaper(fixture.file, null)
  const search = createHybridSearch(db, null, weights)
  const scores = []
  for (const question of loadQuestions()) {
    const top = (await search(question.q, { k: 5 })).map((passage) => ({
      file: passage.paperId,
      pageStart: passage.pageStart,
      pageEnd: passage.pageEnd,
      text: passage.text,
    }))
    const score = scoreQuestion(question, top)
    scores.push(score)
    if (score.pageHit && score.answerHit) continue
    const got = top.map((unit) => `${label(unit.file)}:${unit.pageStart}-${unit.pageEnd}`).join(' ')
    console.log(
      `${question.id} ${question.type} ${score.pageHit ? 'page ok' : 'PAGE MISSED'}; missing ${JSON.stringify(score.missingKeys)}; ` +
        `wanted ${label(question.file)}:${question.pages.join(',')}; got ${got}`,
    )
  }
  console.log(JSON.stringify(weights), formatTotals(totals(scores)))
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
