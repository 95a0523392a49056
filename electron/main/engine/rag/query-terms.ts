/** Words that carry no topic in a question; BM25 would still count them on every page. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between ' +
    'both but by can could did do does doing down during each few for from further had has have having he her here ' +
    'hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other ' +
    'our ours out over own same she should so some such than that the their theirs them then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will with would ' +
    'you your yours paper papers study authors author give given listed reported report used use using value values'
  ).split(' '),
)

/**
 * The question as FTS5 terms: distinct content words, and numbers as phrases of their digit groups (`2.987` is the
 * phrase "2 987", as the tokenizer splits it), every term quoted so user text is never FTS syntax. The Unicode minus
 * and ± are separators to the tokenizer, so a value matches however its sign was typed. Null when nothing is left.
 */
export function queryTerms(question: string): string[] {
  const tokens = question.toLowerCase().match(/\p{N}+(?:[.,]\p{N}+)*|[\p{L}\p{N}]+/gu) ?? []
  const terms = tokens
    .filter((token) => !STOP_WORDS.has(token))
    .filter((token) => token.length >= 2 || /\p{N}/u.test(token))
    .map((token) => token.split(/[.,]/).join(' '))
  return [...new Set(terms)]
}

export const ftsMatch = (terms: string[]) =>
  terms.length === 0 ? null : terms.map((term) => `"${term.replace(/"/g, '')}"`).join(' OR ')
