/** A model-supplied pattern ran past its deadline on one input and its thread was stopped. */
export class RegexDeadlineError extends Error {
  constructor(
    readonly pattern: string,
    readonly deadlineMs: number,
    readonly input: string,
  ) {
    super(
      `The pattern /${pattern}/ took longer than ${deadlineMs / 1000} s on ${input} and was stopped: it likely ` +
        'backtracks catastrophically (nested quantifiers such as (a+)+). Simplify the pattern, or search literal ' +
        'text with fixed_strings.',
    )
    this.name = 'RegexDeadlineError'
  }
}
