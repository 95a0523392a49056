import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeAtomic } from '../../../electron/main/engine/fs/atomic-write'
import { PathSandbox } from '../../../electron/main/engine/fs/path-sandbox'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-read-only-')

describe('a read-only sandbox root', () => {
  it('lets tools read inside it and refuses every write, new file or existing', async () => {
    const base = tempDir()
    const results = join(base, 'tool-results')
    mkdirSync(results)
    const saved = join(results, 'call.txt')
    writeFileSync(saved, 'full output')
    const sandbox = new PathSandbox([
      { name: 'project', path: base },
      { name: 'tool-results', path: results, readOnly: true },
    ])
    expect(sandbox.resolve(saved, 'read').root).toMatchObject({ name: 'project' })
    const onlyResults = new PathSandbox([{ name: 'tool-results', path: results, readOnly: true }])
    const resolved = onlyResults.resolve(saved, 'read')
    expect(resolved.root).toMatchObject({ name: 'tool-results', readOnly: true })
    await expect(writeAtomic(onlyResults, resolved, 'tampered')).rejects.toThrow(/read only/)
    expect(() => onlyResults.resolve(join(results, 'new.txt'), 'write')).toThrow(/read only/)
    expect(readFileSync(saved, 'utf8')).toBe('full output')
  })
})
