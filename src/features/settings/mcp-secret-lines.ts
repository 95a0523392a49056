/** `NAME=value` (environment) or `Name: value` (headers) lines; an empty value keeps the stored one. */
interface SecretLine {
  key: string
  value: string
}

export function parseSecretLines(text: string, separator: '=' | ':'): SecretLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const at = line.indexOf(separator)
      return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() }
    })
}

/** The stored names shown back for editing, values left out (they are write-only). */
export function secretLinesText(keys: readonly string[], separator: '=' | ':'): string {
  return keys.map((key) => (separator === '=' ? `${key}=` : `${key}: `)).join('\n')
}
