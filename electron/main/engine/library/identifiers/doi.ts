const doiPattern = /^10\.\d{4,9}\/\S+$/
const prefixes = [/^doi:\s*/i, /^https?:\/\/(?:dx\.)?doi\.org\//i]

/** Lower-cases a DOI and strips `doi:` and resolver URL prefixes; null when it is not a DOI. */
export function normalizeDoi(input: string): string | null {
  let text = input.trim()
  for (const prefix of prefixes) text = text.replace(prefix, '')
  try {
    text = decodeURIComponent(text)
  } catch {
    return null
  }
  text = text.replace(/[.,;]+$/, '').toLowerCase()
  return doiPattern.test(text) ? text : null
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`
}
