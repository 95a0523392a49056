import type { z } from 'zod'

/**
 * The first problem zod found, naming the field as the form labels it (`labels` maps top-level keys to labels)
 * instead of a zod path.
 */
export function describeValidation(
  error: z.ZodError,
  labels: Readonly<Record<string, string>>,
  format: (field: string, message: string) => string,
): string {
  const issue = error.issues[0]
  const key = String(issue?.path[0] ?? '')
  return format(labels[key] ?? key, issue?.message ?? '')
}

/** Each field's first problem, keyed by its dotted path (`openai.baseUrl`), to show under the field. */
export function problemsByField(error: z.ZodError): Readonly<Record<string, string>> {
  const problems: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    problems[path] ??= issue.message
  }
  return problems
}
