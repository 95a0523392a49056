import type { Redactor } from '../ports/log'
export const REDACTED = '[redacted]'

const SENSITIVE_KEY = /(api[-_]?key|authorization|password|passwd|secret|^token$|[-_]token$|access[-_]?token|cookie)/i
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\bsk-[A-Za-z0-9_-]{8,}/g, REDACTED],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, `$1 ${REDACTED}`],
  [/\b(api[-_]?key|x-api-key|access[-_]?token|token)(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi, `$1$2${REDACTED}`],
]
const MIN_SECRET_LENGTH = 4
const MAX_DEPTH = 8

/**
 * A secret as it may appear in text: as is, escaped inside a JSON string (once, or twice when a JSON body is quoted
 * in another), and URL-encoded; longest first, so a longer form is replaced before a shorter one inside it.
 */
export function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1)
  const forms = new Set([secret, json, JSON.stringify(json).slice(1, -1), encodeURIComponent(secret)])
  return [...forms].sort((a, b) => b.length - a.length)
}

/** Replaces every form of every secret in `text`. */
export function replaceSecrets(text: string, forms: readonly string[]): string {
  let result = text
  for (const form of forms) if (result.includes(form)) result = result.split(form).join(REDACTED)
  return result
}

export function createRedactor(): Redactor {
  let forms: string[] = []

  function redactText(text: string): string {
    let result = replaceSecrets(text, forms)
    for (const [pattern, replacement] of SECRET_PATTERNS) result = result.replace(pattern, replacement)
    return result
  }

  function redact(value: unknown, depth = 0): unknown {
    if (typeof value === 'string') return redactText(value)
    if (value === null || typeof value !== 'object') return value
    if (depth >= MAX_DEPTH) return '[too deep]'
    if (value instanceof Error) {
      return { name: value.name, message: redactText(value.message), stack: value.stack && redactText(value.stack) }
    }
    if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
    const result: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const sensitive = SENSITIVE_KEY.test(key) && (typeof item === 'string' || typeof item === 'number')
      result[key] = sensitive ? REDACTED : redact(item, depth + 1)
    }
    return result
  }

  return {
    addSecret(value) {
      if (value.length < MIN_SECRET_LENGTH || forms.includes(value)) return
      forms = [...new Set([...forms, ...secretForms(value)])].sort((a, b) => b.length - a.length)
    },
    redactText,
    redact: (value) => redact(value),
  }
}
