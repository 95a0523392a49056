import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createFileEditTool } from '../../../../../electron/main/engine/tools/builtin/file-edit'
import { toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const fileEditTool = (sandbox: PathSandbox) => createFileEditTool({ sandbox: () => sandbox })

const layout = useSandboxLayout()

const SCRIPT = [
  'import numpy as np',
  '',
  'def luminosity(flux, distance):',
  '    return 4 * np.pi * distance**2 * flux',
  '',
  'print(luminosity(1.0, 2.0))',
  'print(luminosity(3.0, 2.0))',
  '',
].join('\n')

describe('file_edit', () => {
  it('replaces a unique exact match and returns a diff for the UI', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'lum.py'), SCRIPT)
    const result = await fileEditTool(sandbox).execute(
      { path: 'lum.py', old_string: '4 * np.pi', new_string: '4.0 * np.pi', replace_all: false },
      toolContext(),
    )
    expect(result).toMatchObject({ isError: false, metadata: { replacements: 1 } })
    expect(result.content).toContain('first at line 4')
    expect(readFileSync(join(project, 'lum.py'), 'utf8')).toBe(SCRIPT.replace('4 * np.pi', '4.0 * np.pi'))
    expect(String(result.metadata.diff)).toContain('+    return 4.0 * np.pi * distance**2 * flux')
  })

  it('refuses an ambiguous match with the line numbers, and replaces all when asked', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'lum.py'), SCRIPT)
    const context = toolContext()
    const ambiguous = await fileEditTool(sandbox).execute(
      { path: 'lum.py', old_string: '2.0))', new_string: '5.0))', replace_all: false },
      context,
    )
    expect(ambiguous.isError).toBe(true)
    expect(ambiguous.content).toContain('occurs 2 times')
    expect(ambiguous.content).toContain('lines 6, 7')
    expect(readFileSync(join(project, 'lum.py'), 'utf8')).toBe(SCRIPT)
    const all = await fileEditTool(sandbox).execute(
      { path: 'lum.py', old_string: '2.0))', new_string: '5.0))', replace_all: true },
      context,
    )
    expect(all.metadata).toMatchObject({ replacements: 2 })
    expect(readFileSync(join(project, 'lum.py'), 'utf8')).not.toContain('2.0))')
  })

  it('shows the nearest passages with line numbers when old_string is not found', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'lum.py'), SCRIPT)
    const result = await fileEditTool(sandbox).execute(
      {
        path: 'lum.py',
        old_string: 'def luminosity(flux, dist):\n    return 4 * np.pi * dist**2 * flux',
        new_string: 'x',
        replace_all: false,
      },
      toolContext(),
    )
    expect(result.isError).toBe(true)
    expect(result.content).toContain('old_string was not found in lum.py')
    expect(result.content).toMatch(/Lines 3–4 \(\d+% similar\):\n {5}3\tdef luminosity\(flux, distance\):/u)
    expect(readFileSync(join(project, 'lum.py'), 'utf8')).toBe(SCRIPT)
  })

  it('rejects identical strings and is a confirmed, blocking tool', async () => {
    const { sandbox, project } = layout()
    writeFileSync(join(project, 'a.txt'), 'x')
    const same = await fileEditTool(sandbox).execute(
      { path: 'a.txt', old_string: 'x', new_string: 'x', replace_all: false },
      toolContext(),
    )
    expect(same.isError).toBe(true)
    expect(fileEditTool(layout().sandbox).defaultPermission).toBe('confirm')
    expect(fileEditTool(layout().sandbox).interruptBehavior).toBe('block')
  })
})
