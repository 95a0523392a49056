import { utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILE_UNCHANGED_STUB, InMemoryFileStateCache } from '../../../../../electron/main/engine/fs/file-state-cache'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createFileEditTool } from '../../../../../electron/main/engine/tools/builtin/file-edit'
import { createReadFileTool } from '../../../../../electron/main/engine/tools/builtin/read-file'
import { toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const fileEditTool = (sandbox: PathSandbox) => createFileEditTool({ sandbox: () => sandbox })
const readFileTool = (sandbox: PathSandbox) => createReadFileTool({ sandbox: () => sandbox })

const layout = useSandboxLayout()

describe('read_file', () => {
  it('numbers lines like cat -n and pages with offset and limit', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'fit.py'), 'import numpy\nx = 1\ny = 2\nprint(x + y)\n')
    const context = toolContext()
    const all = await readFileTool(sandbox).execute({ path: 'fit.py', offset: 1 }, context)
    expect(all.isError).toBe(false)
    expect(all.content).toBe('     1\timport numpy\n     2\tx = 1\n     3\ty = 2\n     4\tprint(x + y)')
    const page = await readFileTool(sandbox).execute({ path: 'fit.py', offset: 2, limit: 2 }, context)
    expect(page.content).toContain('     2\tx = 1\n     3\ty = 2')
    expect(page.content).toContain('Continue with offset=4')
    expect(page.metadata).toMatchObject({ totalLines: 4, shownLines: [2, 3] })
  })

  it('returns the unchanged stub for an identical re-read, and the content again after a change', async () => {
    const { sandbox, project } = layout()
    const file = join(project, 'notes.md')
    writeFileSync(file, 'first\n')
    const fileState = new InMemoryFileStateCache()
    const context = toolContext({ fileState })
    expect((await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1 }, context)).content).toContain('first')
    const again = await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1 }, context)
    expect(again.content).toBe(FILE_UNCHANGED_STUB)
    const otherWindow = await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1, limit: 5 }, context)
    expect(otherWindow.content).toContain('first')
    writeFileSync(file, 'second\n')
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    expect((await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1, limit: 5 }, context)).content).toContain(
      'second',
    )
  })

  it('is invalidated by file_edit so the next read shows the edit', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'notes.md'), 'alpha\n')
    const context = toolContext()
    await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1 }, context)
    await fileEditTool(sandbox).execute(
      { path: 'notes.md', old_string: 'alpha', new_string: 'beta', replace_all: false },
      context,
    )
    expect(context.fileState.get(join(project, 'notes.md'))).toBeUndefined()
    expect((await readFileTool(sandbox).execute({ path: 'notes.md', offset: 1 }, context)).content).toContain('beta')
  })

  it('refuses binary files, paths outside the roots and missing files with clear errors', async () => {
    const { sandbox, project, outside } = layout()
    writeFileSync(join(project, 'image.fits'), Buffer.from([0x53, 0x49, 0x4d, 0x00, 0x01, 0x02]))
    writeFileSync(join(outside, 'secret.txt'), 'secret')
    const context = toolContext()
    const binary = await readFileTool(sandbox).execute({ path: 'image.fits', offset: 1 }, context)
    expect(binary).toMatchObject({ isError: true })
    expect(binary.content).toContain('binary file')
    const outsideRead = await readFileTool(sandbox).execute({ path: join(outside, 'secret.txt'), offset: 1 }, context)
    expect(outsideRead.isError).toBe(true)
    expect(outsideRead.content).toContain(`project (${project})`)
    expect(outsideRead.content).not.toContain('secret\n')
    const missing = await readFileTool(sandbox).execute({ path: 'nope.txt', offset: 1 }, context)
    expect(missing.content).toContain('does not exist')
  })

  it('declares itself concurrency-safe, cancellable and never persisted', () => {
    expect(readFileTool(layout().sandbox).isConcurrencySafe?.({})).toBe(true)
    expect(readFileTool(layout().sandbox).interruptBehavior).toBe('cancel')
    expect(readFileTool(layout().sandbox).maxResultChars).toBe(Number.POSITIVE_INFINITY)
  })
})
