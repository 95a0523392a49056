/** The tool names that may appear as a bare tag, with a quick check for a name still being typed. */
export interface KnownTools {
  names: ReadonlySet<string>
  isPrefixOfName(partial: string): boolean
}

export function compileKnownTools(names: Iterable<string>): KnownTools {
  const set = new Set(names)
  const prefixes = new Set<string>()
  for (const name of set) for (let length = 1; length <= name.length; length++) prefixes.add(name.slice(0, length))
  return { names: set, isPrefixOfName: (partial) => prefixes.has(partial) }
}
