import { readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ignore, { type Ignore } from 'ignore'
import { isSameOrInside } from './path-containment'

/** Folders nobody wants searched, ignored even without a .gitignore. */
export const ALWAYS_IGNORED = ['**/.git/**', '**/node_modules/**']

interface Rules {
  directory: string
  rules: Ignore
}

function loadRules(directory: string): Rules | null {
  try {
    return { directory, rules: ignore().add(readFileSync(join(directory, '.gitignore'), 'utf8')) }
  } catch {
    return null
  }
}

/**
 * .gitignore rules for the files found under `searchDirectory`: the .gitignore files of its ancestors up to the
 * sandbox root, and those found among the listed files. Returns a predicate over paths relative to searchDirectory.
 */
export function gitignoreFilter(
  rootDirectory: string,
  searchDirectory: string,
  relativeFiles: readonly string[],
): (relativeFile: string) => boolean {
  const rules: Rules[] = []
  for (let directory = searchDirectory; isSameOrInside(directory, rootDirectory); directory = dirname(directory)) {
    const found = loadRules(directory)
    if (found) rules.push(found)
    if (directory === rootDirectory || directory === dirname(directory)) break
  }
  for (const file of relativeFiles) {
    if (file === '.gitignore' || file.endsWith(`${sep}.gitignore`)) {
      const directory = join(searchDirectory, dirname(file))
      if (directory !== searchDirectory) {
        const found = loadRules(directory)
        if (found) rules.push(found)
      }
    }
  }
  return (relativeFile) => {
    const absolute = join(searchDirectory, relativeFile)
    return !rules.some(({ directory, rules: ignores }) => {
      if (!isSameOrInside(absolute, directory) || absolute === directory) return false
      return ignores.ignores(relative(directory, absolute).split(sep).join('/'))
    })
  }
}
