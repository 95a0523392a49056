import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { FileStateCache } from '../../../electron/main/engine/fs/file-state-cache'
import { InMemoryFileStateCache } from '../../../electron/main/engine/fs/file-state-cache'
import { PathSandbox } from '../../../electron/main/engine/fs/path-sandbox'
import type { SandboxLimits } from '../../../electron/main/engine/fs/sandbox-limits'
import type { ToolContext } from '../../../electron/main/engine/tools/define-tool'
import { createToolContext } from '../tool-context'

export interface SandboxLayout {
  base: string
  project: string
  library: string
  skills: string
  outside: string
  sandbox: PathSandbox
}

/** Three roots and an outside folder under a fresh temp dir (real paths), removed after each test. */
export function useSandboxLayout(limits: Partial<SandboxLimits> = {}): () => SandboxLayout {
  const created: string[] = []
  afterEach(() => {
    for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), 'astro-fs-')))
    created.push(base)
    const [project, library, skills, outside] = ['project', 'library', 'skills', 'outside'].map((name) => {
      const dir = join(base, name)
      mkdirSync(dir)
      return dir
    }) as [string, string, string, string]
    const sandbox = new PathSandbox(
      [
        { name: 'project', path: project },
        { name: 'library', path: library },
        { name: 'skills', path: skills },
      ],
      limits,
    )
    return { base, project, library, skills, outside, sandbox }
  }
}

export function write(path: string, content: string): string {
  writeFileSync(path, content)
  return path
}

export function link(target: string, path: string): string {
  symlinkSync(target, path)
  return path
}

/** A ToolContext built by hand, as the executor would, for calling a tool's execute directly. */
export function toolContext(options: { signal?: AbortSignal; fileState?: FileStateCache } = {}): ToolContext {
  return createToolContext({
    sessionId: 'session-1',
    runId: 'run-1',
    callId: 'call-1',
    ...(options.signal ? { signal: options.signal } : {}),
    fileState: options.fileState ?? new InMemoryFileStateCache(),
  })
}
