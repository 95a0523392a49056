interface ArxivId {
  /** Without version: `2401.00010`, `astro-ph/0601001`. */
  id: string
  version: number | null
}

const newStyle = /^(\d{4}\.\d{4,5})(?:v(\d+))?$/
const oldStyle = /^([a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v(\d+))?$/
const prefixes = [/^arxiv:/i, /^https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf|html)\//i]

/** New-style ids start with YYMM and use five digits from 1501 on; four digits before. */
function validNewStyle(id: string): boolean {
  const [yymm = '', number = ''] = id.split('.')
  const month = Number(yymm.slice(2))
  if (month < 1 || month > 12) return false
  return Number(yymm) >= 1501 ? number.length === 5 : number.length === 4
}

/** Parses an arXiv identifier in any common spelling (bare, `arXiv:` prefix, abs/pdf URL), old or new style. */
export function parseArxivId(input: string): ArxivId | null {
  let text = input.trim()
  for (const prefix of prefixes) text = text.replace(prefix, '')
  text = text.replace(/\.pdf$/i, '').replace(/\/$/, '')
  const modern = newStyle.exec(text)
  if (modern?.[1] && validNewStyle(modern[1])) {
    return { id: modern[1], version: modern[2] ? Number(modern[2]) : null }
  }
  const legacy = oldStyle.exec(text)
  if (legacy?.[1]) return { id: legacy[1], version: legacy[2] ? Number(legacy[2]) : null }
  return null
}

/** arXiv ids that ADS encodes in its e-print bibcodes, e.g. `2020arXiv200807401M` → `2008.07401`. */
export function arxivIdFromBibcode(bibcode: string): string | null {
  const match = /^\d{4}arXiv(\d{4})(\d{4,5})[A-Z.]$/.exec(bibcode)
  if (!match?.[1] || !match[2]) return null
  return parseArxivId(`${match[1]}.${match[2]}`)?.id ?? null
}
