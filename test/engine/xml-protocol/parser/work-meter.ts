/**
 * Counts the characters the string primitives examine while `run` executes: a deterministic measure of parsing work
 * (unlike wall-clock time) for checking that work grows linearly with input size. Regular expressions are counted
 * through `exec`, which `test`, `search` and `matchAll` call once it is replaced.
 */
export function measureWork(run: () => void): number {
  let work = 0
  const stringPrototype = String.prototype
  const regexpPrototype = RegExp.prototype
  const original = {
    indexOf: stringPrototype.indexOf,
    lastIndexOf: stringPrototype.lastIndexOf,
    slice: stringPrototype.slice,
    startsWith: stringPrototype.startsWith,
    charCodeAt: stringPrototype.charCodeAt,
    charAt: stringPrototype.charAt,
    trim: stringPrototype.trim,
    trimEnd: stringPrototype.trimEnd,
    exec: regexpPrototype.exec,
  }
  stringPrototype.indexOf = function (this: string, needle: string, from?: number) {
    const found = original.indexOf.call(this, needle, from)
    work += (found === -1 ? this.length : found) - Math.min(from ?? 0, this.length) + 1
    return found
  }
  stringPrototype.lastIndexOf = function (this: string, needle: string, from?: number) {
    const found = original.lastIndexOf.call(this, needle, from)
    work += (from ?? this.length) - found + 1
    return found
  }
  stringPrototype.slice = function (this: string, start?: number, end?: number) {
    const result = original.slice.call(this, start, end)
    work += result.length + 1
    return result
  }
  stringPrototype.startsWith = function (this: string, needle: string, at?: number) {
    work += needle.length
    return original.startsWith.call(this, needle, at)
  }
  stringPrototype.charCodeAt = function (this: string, at: number) {
    work++
    return original.charCodeAt.call(this, at)
  }
  stringPrototype.charAt = function (this: string, at: number) {
    work++
    return original.charAt.call(this, at)
  }
  stringPrototype.trim = function (this: string) {
    work += this.length
    return original.trim.call(this)
  }
  stringPrototype.trimEnd = function (this: string) {
    work += this.length
    return original.trimEnd.call(this)
  }
  regexpPrototype.exec = function (this: RegExp, input: string) {
    const start = this.global || this.sticky ? this.lastIndex : 0
    const result = original.exec.call(this, input)
    work += (result === null ? input.length : result.index + result[0].length) - start + 1
    return result
  }
  try {
    run()
  } finally {
    Object.assign(stringPrototype, {
      indexOf: original.indexOf,
      lastIndexOf: original.lastIndexOf,
      slice: original.slice,
      startsWith: original.startsWith,
      charCodeAt: original.charCodeAt,
      charAt: original.charAt,
      trim: original.trim,
      trimEnd: original.trimEnd,
    })
    Object.assign(regexpPrototype, { exec: original.exec })
  }
  return work
}
