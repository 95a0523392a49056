import type { LabelledQuestion } from './rag-dev-set'

/** One retrieved unit: a file and the pages it spans, with its text. */
export interface RetrievedUnit {
  file: string
  pageStart: number
  pageEnd: number
  text: string
}

export interface QuestionScore {
  id: string
  type: LabelledQuestion['type']
  pageHit: boolean
  answerHit: boolean
  reciprocalRank: number
  missingKeys: string[]
}

/** As the set's README says: lowercase and collapse whitespace, nothing else. */
const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')

/**
 * The keys keep pdftotext's spelling, which flattens scripts (`1030` for 10^30, `l⊙` for L_⊙); the parser marks them
 * (`10^30`, `10^{8}W`). The marks are taken out of the retrieved text before the keys are looked for.
 */
const withoutScriptMarks = (text: string) => text.replace(/[\^_]\{([^{}]*)\}/g, '$1').replace(/[\^_](?=\S)/g, '')

export function scoreQuestion(question: LabelledQuestion, top: RetrievedUnit[]): QuestionScore {
  const onAnswerPage = (unit: RetrievedUnit) =>
    unit.file === question.file && question.pages.some((page) => page >= unit.pageStart && page <= unit.pageEnd)
  const firstHit = top.findIndex(onAnswerPage)
  const text = normalize(withoutScriptMarks(top.map((unit) => unit.text).join(' ')))
  const missingKeys = question.keys.filter((key) => !text.includes(normalize(key)))
  return {
    id: question.id,
    type: question.type,
    pageHit: firstHit !== -1,
    answerHit: missingKeys.length === 0,
    reciprocalRank: firstHit === -1 ? 0 : 1 / (firstHit + 1),
    missingKeys,
  }
}

export interface Totals {
  count: number
  pageHits: number
  answerHits: number
  mrr: number
}

export function totals(scores: QuestionScore[]): Totals {
  return {
    count: scores.length,
    pageHits: scores.filter((score) => score.pageHit).length,
    answerHits: scores.filter((score) => score.answerHit).length,
    mrr: scores.reduce((sum, score) => sum + score.reciprocalRank, 0) / Math.max(1, scores.length),
  }
}

export const formatTotals = (value: Totals) =>
  `page@5 ${value.pageHits}/${value.count}, answer@5 ${value.answerHits}/${value.count}, MRR ${value.mrr.toFixed(3)}`
