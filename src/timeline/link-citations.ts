/**
 * Markdown in which every citation key of a `[P1]` or `[P2, P3]` group that names a known passage is a link to
 * `${hrefPrefix}P1`; keys no tool cited, and text inside code, stay as written.
 */
export function linkCitations(text: string, known: ReadonlyMap<string, unknown>, hrefPrefix: string): string {
  return text
    .split(/(`+[^`]*`+)/u)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece.replace(/\[(P\d+(?:\s*[,;]\s*P\d+)*)\](?!\()/gu, (group: string, inner: string) => {
            const keys = inner.split(/\s*[,;]\s*/u)
            if (!keys.some((key) => known.has(key))) return group
            const linked = keys.map((key) => (known.has(key) ? `[${key}](${hrefPrefix}${key})` : key))
            return `\\[${linked.join(', ')}\\]`
          }),
    )
    .join('')
}
