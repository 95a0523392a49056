import { ALWAYS_IGNORED, gitignoreFilter } from './gitignore-filter'
import type { PathSandbox, ResolvedPath } from './path-sandbox'
import { SandboxError } from './sandbox-error'

interface ListedFiles {
  /** Real paths of files inside the sandbox that match and are not ignored. */
  files: string[]
  /** Files skipped because they lead outside the roots (symlinks) or vanished. */
  refused: number
}

const GROUP_SYNTAX = /[{}(),|]/gu
const MATCHER_SYNTAX = /[[\]@!+*?]/gu

/**
 * True when some spelling of the pattern names a parent folder or an absolute path: `..` itself, but also escaped
 * (`\.\.`), brace-expanded (`..{,}`, `{..,x}`), bracketed (`.[.]`) or extglob (`@(..)`) forms, which the walker
 * turns into a starting folder above the search folder.
 */
function climbsOut(pattern: string): boolean {
  if (pattern.includes('~') || pattern.split(/[/\\]/u).includes('..')) return true
  const unescaped = pattern.replace(/\\(.)/gu, '$1')
  if (unescaped.startsWith('/') || /[{,(|]\//u.test(unescaped)) return true
  return unescaped.split('/').some((segment) => {
    const literal = segment.replace(GROUP_SYNTAX, '').replace(MATCHER_SYNTAX, '')
    const alternatives = segment.split(GROUP_SYNTAX).map((part) => part.replace(MATCHER_SYNTAX, ''))
    return /^\.\.+$/u.test(literal) || alternatives.includes('..')
  })
}

/** Rejects glob patterns that would climb out of the search folder. */
function assertSafePattern(pattern: string): void {
  if (climbsOut(pattern)) {
    throw new SandboxError(
      'unsafe-path',
      `Refused pattern ${JSON.stringify(pattern)}: patterns are relative to the search folder and may not contain ` +
        '`..`, `~` or a leading `/`. Pass the folder as `path` instead.',
    )
  }
}

/** Lists files under a sandboxed directory with tinyglobby (symlinks not followed), minus .gitignore'd ones. */
export async function listFiles(
  sandbox: PathSandbox,
  directory: ResolvedPath,
  patterns: string[],
  signal: AbortSignal,
): Promise<ListedFiles> {
  for (const pattern of patterns) assertSafePattern(pattern)
  const { glob } = await import('tinyglobby')
  const found = await glob(patterns, {
    cwd: directory.realPath,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    ignore: ALWAYS_IGNORED,
    signal,
  })
  const keep = gitignoreFilter(directory.root.realPath, directory.realPath, found)
  const files: string[] = []
  let refused = 0
  for (const relativeFile of found.sort()) {
    if (!keep(relativeFile)) continue
    try {
      files.push(sandbox.resolve(`${directory.realPath}/${relativeFile}`, 'read').realPath)
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error
      refused++
    }
  }
  return { files, refused }
}
