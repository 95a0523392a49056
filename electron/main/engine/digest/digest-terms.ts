/** Words too common in abstracts to say what a paper is about. */
const stopWords = new Set(
  `a about above after again all also an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having here how i if in into is it its
  itself just more most no nor not now of off on once only or other our out over own same she should so some such than
  that the their them then there these they this those through to too under until up very was we were what when where
  which while who whom why will with would you your using use used based show shows shown find found present paper
  study new results result however thus within via per two one three first et al also here we our may well`
    .split(/\s+/)
    .filter(Boolean),
)

/** Lower-cased words of three letters or more, stop words dropped; MiniSearch's processTerm. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase()
  if (word.length < 3 || stopWords.has(word) || /^\d+$/.test(word)) return null
  return word
}

/** The distinct terms of a text, as the index sees them. */
export function distinctTerms(text: string): string[] {
  const terms = new Set<string>()
  for (const word of text.split(/[\s\p{P}\p{S}]+/u)) {
    const term = processTerm(word)
    if (term) terms.add(term)
  }
  return [...terms]
}
