import i18next from 'i18next'

function field(error: object, name: 'message' | 'hint' | 'code'): string | undefined {
  const value: unknown = (error as Record<string, unknown>)[name]
  return typeof value === 'string' && value ? value : undefined
}

/**
 * Text for an engine error in the window's language: English shows the engine's own message and hint (they name the
 * exact thing); other languages show the translation of the error's code, with the engine's message as the detail.
 */
export function translateError(error: { code?: string; message: string; hint?: string | null }): {
  message: string
  hint: string | null
} {
  const key = `errors.${error.code ?? ''}`
  if (i18next.language !== 'en' && error.code && i18next.exists(key)) {
    return { message: i18next.t(key), hint: error.message }
  }
  return { message: error.message, hint: error.hint ?? null }
}

/** A message for the user from whatever a transport threw, translated by its error code. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const message = field(error, 'message')
    if (message) {
      const code = field(error, 'code')
      const hint = field(error, 'hint')
      const shown = translateError({ message, ...(code ? { code } : {}), ...(hint ? { hint } : {}) })
      return shown.hint ? `${shown.message} ${shown.hint}` : shown.message
    }
  }
  return String(error)
}
