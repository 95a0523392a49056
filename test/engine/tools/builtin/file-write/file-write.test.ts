import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createFileWriteTool } from '../../../../../electron/main/engine/tools/builtin/file-write'
import { link, toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const fileWriteTool = (sandbox: PathSandbox) => createFileWriteTool({ sandbox: () => sandbox })

const layout = useSandboxLayout()
const SIZE = 4 * 1024 * 1024

/** Starts the rewrite loop in a child, waits for `writes` completed writes plus a little, then SIGKILLs it. */
async function killMidWrite(root: string, name: string, writes: number, extraMs: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'write-loop-child.ts'), root, name, `${SIZE}`],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let done = 0
  let ended = false
  child.stdout.on('data', (chunk: Buffer) => {
    done += chunk.toString().split('wrote').length - 1
  })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  exited.then(() => {
    ended = true
  })
  while (done < writes && !ended) await sleep(5)
  if (ended) throw new Error('the writer child exited before it was killed')
  await sleep(extraMs)
  child.kill('SIGKILL')
  await exited
}

describe('file_write', () => {
  it('creates files with missing parent folders and overwrites atomically, keeping the mode', async () => {
    const { sandbox, project } = layout()
    const context = toolContext()
    const created = await fileWriteTool(sandbox).execute({ path: 'out/fits/summary.txt', content: 'a\nb\n' }, context)
    expect(created).toMatchObject({ isError: false, metadata: { created: true, bytes: 4 } })
    expect(readFileSync(join(project, 'out/fits/summary.txt'), 'utf8')).toBe('a\nb\n')
    writeFileSync(join(project, 'run.sh'), 'old', { mode: 0o755 })
    const overwritten = await fileWriteTool(sandbox).execute({ path: 'run.sh', content: 'new' }, context)
    expect(overwritten.content).toContain('Overwrote run.sh')
    expect(readFileSync(join(project, 'run.sh'), 'utf8')).toBe('new')
    expect(statSync(join(project, 'run.sh')).mode & 0o777).toBe(0o755)
    expect(readdirSync(project).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('invalidates the FileStateCache entry of the written file', async () => {
    const { sandbox, project } = layout()
    const context = toolContext()
    writeFileSync(join(project, 'notes.md'), 'x')
    context.fileState.set(join(project, 'notes.md'), { mtimeMs: 1, offset: 1, limit: null, callId: 'r1' })
    await fileWriteTool(sandbox).execute({ path: 'notes.md', content: 'y' }, context)
    expect(context.fileState.get(join(project, 'notes.md'))).toBeUndefined()
  })

  it('refuses writes outside the roots and through links leaving them', async () => {
    const { sandbox, project, outside } = layout()
    link(outside, join(project, 'exports'))
    const context = toolContext()
    for (const path of [join(outside, 'x.txt'), 'exports/x.txt', '../outside/x.txt']) {
      const result = await fileWriteTool(sandbox).execute({ path, content: 'x' }, context)
      expect(result.isError).toBe(true)
    }
    expect(readdirSync(outside)).toEqual([])
  })

  it('a writer killed mid-write never leaves a partial file: the target is always one whole version', async () => {
    const { project } = layout()
    writeFileSync(join(project, 'catalog.csv'), Buffer.alloc(SIZE, 'O'))
    for (const [writes, extraMs] of [
      [1, 0],
      [2, 3],
      [3, 7],
    ] as const) {
      await killMidWrite(project, 'catalog.csv', writes, extraMs)
      const content = readFileSync(join(project, 'catalog.csv'))
      expect(content.length).toBe(SIZE)
      const first = content[0] ?? 0
      expect([0x41, 0x42]).toContain(first)
      expect(content.every((byte) => byte === first)).toBe(true)
    }
  }, 60_000)

  it('is a confirmed, blocking, serial tool', () => {
    expect(fileWriteTool(layout().sandbox).defaultPermission).toBe('confirm')
    expect(fileWriteTool(layout().sandbox).interruptBehavior).toBe('block')
    expect(fileWriteTool(layout().sandbox).isConcurrencySafe?.({})).toBe(false)
  })
})
