/** YYYY + journal (5) + volume (4) + qualifier (1) + page (4) + first initial (1): 19 characters. */
const bibcodePattern = /^\d{4}[A-Za-z0-9&.]{14}[A-Za-z.]$/

/** A bibcode as written, or URL-encoded (`%26` for `&`); null when it is not 19 characters of bibcode. */
export function normalizeBibcode(input: string): string | null {
  let text = input.trim().replace(/^bibcode:\s*/i, '')
  text = text.replace(/^https?:\/\/(?:ui\.)?adsabs\.harvard\.edu\/(?:abs\/)?/i, '').replace(/\/.*$/, '')
  try {
    text = decodeURIComponent(text)
  } catch {
    return null
  }
  return bibcodePattern.test(text) ? text : null
}
