import { SandboxError } from './sandbox-error'
import { MAX_PATH_BYTES, MAX_SEGMENT_BYTES } from './sandbox-limits'

/** Characters that render like `.`, `/`, `\` or `~` but are not, including those NFKC leaves alone. */
const LOOK_ALIKES = new Set([
  '\u2024',
  '\u2025',
  '\u2026',
  '\uFE52',
  '\uFF0E',
  '\u3002',
  '\uFF61',
  '\u0701',
  '\u0702',
  '\uA4F8',
  '\u2215',
  '\u2044',
  '\u29F8',
  '\u2571',
  '\uFF0F',
  '\u2216',
  '\u29F5',
  '\u29F9',
  '\uFE68',
  '\uFF3C',
  '\uFF5E',
  '\u02DC',
  '\u223C',
  '\u301C',
  '\u2053',
  '\u2E1E',
  '\u2E1F',
])

/** Invisible characters that can hide a path's real shape: zero-width, bidi overrides, BOM. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u
/** Percent-encoded `.`, `/`, `\`, `~`, NUL or `%` itself (double encoding). */
const ENCODED_SEPARATOR = /%(2e|2f|5c|7e|00|25)/iu
const PATH_PUNCTUATION = /[./\\~]/u

function isControl(character: string): boolean {
  const code = character.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

function refuse(raw: string, why: string): never {
  const shown = raw.length > 120 ? `${raw.slice(0, 120)}…` : raw
  throw new SandboxError('unsafe-path', `Refused path ${JSON.stringify(shown)}: ${why}`)
}

function isLookAlike(character: string): boolean {
  if (LOOK_ALIKES.has(character)) return true
  if (character.charCodeAt(0) < 0x80) return false
  return PATH_PUNCTUATION.test(character.normalize('NFKC'))
}

/**
 * String-level checks done before any file-system call (AstroResearch security.rs, made stronger): no `..`
 * segment, no `~`, no NUL or control characters, no percent-encoded separators, no Unicode look-alikes of path
 * punctuation, no invisible characters, and no path or segment longer than the OS allows.
 */
export function assertSafePathString(raw: string): void {
  if (raw.trim() === '') refuse(raw, 'the path is empty.')
  if ([...raw].some(isControl)) refuse(raw, 'it contains a NUL or control character.')
  if (Buffer.byteLength(raw, 'utf8') > MAX_PATH_BYTES) refuse(raw, `it is longer than ${MAX_PATH_BYTES} bytes.`)
  if (raw.includes('~')) refuse(raw, '`~` is not expanded; give the full path inside an allowed folder.')
  if (ENCODED_SEPARATOR.test(raw)) refuse(raw, 'percent-encoded path characters are not accepted; pass the plain path.')
  if (INVISIBLE.test(raw)) refuse(raw, 'it contains invisible Unicode characters.')
  for (const character of raw) {
    if (isLookAlike(character)) {
      const code = character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')
      refuse(raw, `it contains U+${code}, which looks like a path separator, dot or tilde.`)
    }
  }
  for (const segment of raw.split(/[/\\]/u)) {
    if (segment === '..') refuse(raw, '`..` is not allowed; give a path inside an allowed folder.')
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) {
      refuse(raw, `a path segment is longer than ${MAX_SEGMENT_BYTES} bytes.`)
    }
  }
}
