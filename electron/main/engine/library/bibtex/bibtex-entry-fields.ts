/** ADS writes `and et al.` where BibTeX's word for "more authors" is `others`. */
export const isEtAl = (name: string) => /^\s*et\.?\s+al\.?\s*$/iu.test(name)

const NAME_LISTS = new Set(['author', 'editor', 'bookauthor', 'translator'])

/** A name list split at its top-level `and`s (an `and` inside braces belongs to a name). */
export function splitNameList(tex: string): string[] {
  const names: string[] = []
  let depth = 0
  let from = 0
  for (let index = 0; index < tex.length; index++) {
    const char = tex[index]
    if (char === '{') depth++
    else if (char === '}') depth = Math.max(0, depth - 1)
    else if (depth === 0 && /\s/u.test(char ?? '')) {
      const match = /^\s+and\s+/iu.exec(tex.slice(index, index + 8))
      if (match) {
        names.push(tex.slice(from, index).trim())
        from = index + match[0].length
        index = from - 1
      }
    }
  }
  names.push(tex.slice(from).trim())
  return names.filter((name) => name !== '')
}

const nameListTex = (tex: string) =>
  splitNameList(tex)
    .map((name) => (isEtAl(name) ? 'others' : name))
    .join(' and ')

/**
 * Every field of an entry as TeX by lower-case name, in the order of the file (`@string` macros expanded, accents and
 * math as written), for an export to write back; in name lists ADS's `et al.` becomes `others`.
 */
export function entryFieldsTex(fields: ReadonlyMap<string, string>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of fields) {
    const tex = NAME_LISTS.has(name) ? nameListTex(value) : value.trim()
    if (tex !== '') result[name] = tex
  }
  return result
}
