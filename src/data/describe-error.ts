import i18next from 'i18next'
import { z } from 'zod'

const shownErrorSchema = z.object({
  message: z.string().min(1),
  code: z.string().optional(),
  hint: z.string().nullable().optional(),
  detail: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
})
type ShownError = z.infer<typeof shownErrorSchema>

/** The text under `key` in the window's own language only (no English fallback), with parameters filled in. */
function ownText(key: string, params: Record<string, string | number> = {}): string | null {
  const text: unknown = i18next.getResource(i18next.language, 'translation', key)
  return typeof text === 'string' && text !== '' ? i18next.t(key, params) : null
}

/**
 * Text for an engine error in the window's language. English shows the engine's own message and hint (they name the
 * exact thing). Other languages write the message from the error's detail key and parameters when the window has that
 * text, else from its code; an English detail is never shown under them. Only an error nothing translates stays
 * English.
 */
export function translateError(error: ShownError): { message: string; hint: string | null } {
  const english = { message: error.message, hint: error.hint ?? null }
  if (i18next.language === 'en') return english
  if (error.detail) {
    const path = `errors.details.${error.detail.key}`
    const message = ownText(`${path}.message`, error.detail.params)
    if (message) return { message, hint: ownText(`${path}.hint`, error.detail.params) }
  }
  const byCode = error.code ? ownText(`errors.${error.code}`) : null
  return byCode ? { message: byCode, hint: null } : english
}

/** A message for the user from whatever a transport threw, in the window's language. */
export function describeError(error: unknown): string {
  const parsed = shownErrorSchema.safeParse(error)
  if (!parsed.success) return error instanceof Error ? error.message : String(error)
  const shown = translateError(parsed.data)
  return shown.hint ? `${shown.message} ${shown.hint}` : shown.message
}
