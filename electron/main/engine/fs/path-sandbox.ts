import { lstatSync, realpathSync, type Stats, statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { isSameOrInside } from './path-containment'
import { assertSafePathString } from './path-string-guard'
import { SandboxError } from './sandbox-error'
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './sandbox-limits'

type SandboxRootName = 'project' | 'library' | 'skills' | 'tool-results'

/**
 * A session's filesystem sandbox: its project folder (when set), the library and the skills folders, and (read only)
 * the folder where oversized tool results are saved.
 */
export type SessionSandbox = (sessionId: string) => PathSandbox

export interface SandboxRoot {
  name: SandboxRootName
  path: string
  /** Tools may read inside it but never write. */
  readOnly?: boolean
}

/** What the caller means to do with a path: it decides which kinds of entry are acceptable. */
export type PathIntent = 'read' | 'write' | 'directory' | 'file-or-directory'

export interface ResolvedPath {
  requested: string
  /** The path with every symlink resolved; for a file that does not exist yet, its nearest existing ancestor's. */
  realPath: string
  root: RealRoot
  kind: 'file' | 'directory' | 'missing'
  /** Relative to the project root when inside it, otherwise absolute. */
  displayPath: string
}

interface RealRoot {
  name: SandboxRootName
  realPath: string
  readOnly: boolean
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}

/**
 * The filesystem sandbox: every path a tool touches must resolve, with all symlinks followed, inside one of the
 * allowed roots (the session's project folder, the library folder, the skills folder).
 */
export class PathSandbox {
  readonly limits: SandboxLimits

  constructor(
    private readonly roots: readonly SandboxRoot[],
    limits: Partial<SandboxLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SANDBOX_LIMITS, ...limits }
  }

  /** The real path of the project root, when the session has one that exists. */
  projectRoot(): string | null {
    return this.realRoots().find((root) => root.name === 'project')?.realPath ?? null
  }

  describeRoots(): string {
    const roots = this.realRoots()
    if (roots.length === 0) return 'none (no project, library or skills folder is set up)'
    return roots.map((root) => `${root.name} (${root.realPath})`).join(', ')
  }

  /** The root that contains a real path, if any. */
  rootOf(realPath: string): RealRoot | undefined {
    return this.realRoots().find((root) => isSameOrInside(realPath, root.realPath))
  }

  displayPath(realPath: string): string {
    const project = this.projectRoot()
    if (project && isSameOrInside(realPath, project)) return relative(project, realPath) || '.'
    return realPath
  }

  resolve(requested: string, intent: PathIntent): ResolvedPath {
    const roots = this.realRoots()
    try {
      assertSafePathString(requested)
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error
      throw new SandboxError(error.code, `${error.message} Allowed folders: ${this.describeRoots()}.`)
    }
    if (roots.length === 0) {
      throw new SandboxError(
        'no-roots',
        'No folder is open to the tools: choose a project folder for this session first.',
      )
    }
    const base = this.roots.find((root) => root.name === 'project')?.path ?? this.roots[0]?.path ?? sep
    const absolute = isAbsolute(requested) ? resolve(requested) : resolve(base, requested)
    const { realPath, exists } = this.walk(requested, absolute, roots)
    const root = roots.find((candidate) => isSameOrInside(realPath, candidate.realPath))
    if (!root) throw this.outside(requested, realPath)
    if (intent === 'write' && root.readOnly) throw this.readOnly(requested, root)
    const kind = exists ? this.kindOf(requested, realPath) : 'missing'
    this.checkIntent(requested, kind, intent)
    return { requested, realPath, root, kind, displayPath: this.displayPath(realPath) }
  }

  /** Throws unless a real path (for example one read back from an open descriptor) lies inside a root. */
  assertInside(realPath: string, requested: string): void {
    if (!this.rootOf(realPath)) {
      throw new SandboxError(
        'changed-during-operation',
        `Refused ${JSON.stringify(requested)}: the file system changed while it was being used and the path now ` +
          `leads outside the allowed folders (${this.describeRoots()}). Nothing was written.`,
      )
    }
  }

  private realRoots(): RealRoot[] {
    const real: RealRoot[] = []
    for (const root of this.roots) {
      if (root.path === '') continue
      try {
        real.push({ name: root.name, realPath: realpathSync.native(root.path), readOnly: root.readOnly === true })
      } catch {
        // A root that does not exist (yet) admits nothing.
      }
    }
    return real
  }

  /**
   * Follows the path one segment at a time from `/`. Any symlink met once inside a root must stay inside a root;
   * above the roots, a symlink may only lead into a root or to one of its ancestors. The first missing segment ends
   * the walk: the rest is appended to the real path of its nearest existing ancestor.
   */
  private walk(requested: string, absolute: string, roots: RealRoot[]): { realPath: string; exists: boolean } {
    const segments = absolute.split(sep).filter((segment) => segment !== '')
    const insideRoots = (path: string) => roots.some((root) => isSameOrInside(path, root.realPath))
    const aboveRoot = (path: string) => roots.some((root) => isSameOrInside(root.realPath, path))
    let real: string = sep
    for (const [index, segment] of segments.entries()) {
      const candidate = join(real, segment)
      let stats: Stats
      try {
        stats = lstatSync(candidate)
      } catch (error) {
        const code = errorCode(error)
        if (code === 'ENOENT') return { realPath: join(candidate, ...segments.slice(index + 1)), exists: false }
        if (code === 'ENOTDIR') {
          throw new SandboxError('not-a-directory', `${JSON.stringify(requested)}: ${real} is not a directory.`)
        }
        throw error
      }
      if (stats.isSymbolicLink()) {
        const wasInside = insideRoots(real)
        const target = this.followLink(requested, candidate)
        if (wasInside ? !insideRoots(target) : !insideRoots(target) && !aboveRoot(target)) {
          throw new SandboxError(
            'symlink-escape',
            `Refused ${JSON.stringify(requested)}: ${candidate} is a symbolic link to ${target}, which is outside ` +
              `the allowed folders: ${this.describeRoots()}.`,
          )
        }
        real = target
      } else {
        real = candidate
      }
    }
    return { realPath: real, exists: true }
  }

  private followLink(requested: string, link: string): string {
    try {
      return realpathSync.native(link)
    } catch (error) {
      const why = errorCode(error) === 'ELOOP' ? 'loops' : 'points to nothing'
      throw new SandboxError(
        'symlink-escape',
        `Refused ${JSON.stringify(requested)}: the symbolic link ${link} ${why}.`,
      )
    }
  }

  private kindOf(requested: string, realPath: string): 'file' | 'directory' {
    const stats = statSync(realPath)
    if (stats.isFile()) return 'file'
    if (stats.isDirectory()) return 'directory'
    throw new SandboxError(
      'special-file',
      `Refused ${JSON.stringify(requested)}: it is a device, FIFO or socket, not a regular file.`,
    )
  }

  private checkIntent(requested: string, kind: ResolvedPath['kind'], intent: PathIntent): void {
    const name = JSON.stringify(requested)
    if (kind === 'missing' && intent !== 'write') {
      throw new SandboxError('not-found', `${name} does not exist. Use glob_files to find the right path.`)
    }
    if (kind === 'directory' && (intent === 'read' || intent === 'write')) {
      throw new SandboxError('not-a-file', `${name} is a directory, not a file. Use glob_files to list it.`)
    }
    if (kind === 'file' && intent === 'directory') {
      throw new SandboxError('not-a-directory', `${name} is a file, not a directory.`)
    }
  }

  /** Throws unless the resolved path's root may be written to. */
  assertWritable(resolved: ResolvedPath): void {
    if (resolved.root.readOnly) throw this.readOnly(resolved.requested, resolved.root)
  }

  private readOnly(requested: string, root: RealRoot): SandboxError {
    return new SandboxError(
      'read-only',
      `Refused to write ${JSON.stringify(requested)}: the ${root.name} folder (${root.realPath}) is read only. ` +
        'Write inside the project folder instead.',
    )
  }

  private outside(requested: string, realPath: string): SandboxError {
    const via = realPath === requested ? '' : ` (it resolves to ${realPath})`
    return new SandboxError(
      'outside-roots',
      `Refused ${JSON.stringify(requested)}${via}: tools may only use paths inside the allowed folders: ` +
        `${this.describeRoots()}.`,
    )
  }
}
