import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createArtifactManager } from '../../../electron/main/engine/artifacts/artifact-manager'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { toolResult } from '../../../electron/main/engine/tools/define-tool'
import { type ArtifactSink, toolResultArtifactId } from '../../../electron/main/engine/tools/executor/persist-result'
import { useTempDir } from '../../helpers/temp-dir'
import { createHarness, testTool } from './executor-harness'

const tempDir = useTempDir('astro-persist-')

function bigTool(name: string, size: number, extra: Parameters<typeof testTool>[0] = { name }) {
  return testTool({ ...extra, name, run: async (input) => toolResult((input.text ?? 'x').repeat(size), { kept: 1 }) })
}

describe('file form (AstroResearch)', () => {
  it('keeps output up to 4000 characters and persists longer output with a <persisted-output> stub', async () => {
    const dataDir = tempDir()
    const harness = createHarness({ dataDir, tools: [bigTool('exact', 4000), bigTool('over', 4001)] })
    const [exact, over] = await harness.executor.executeTurn(
      [
        { id: 'c1', name: 'exact', arguments: {} },
        { id: 'c2', name: 'over', arguments: {} },
      ],
      harness.turn(),
    )
    expect(exact?.content).toHaveLength(4000)
    const path = join(dataDir, 'tool-results', 's1', 'r1', 'c2.txt')
    expect(readFileSync(path, 'utf8')).toBe('x'.repeat(4001))
    expect(over?.content).toMatch(/^<persisted-output>\n/)
    expect(over?.content).toContain(`The full output was saved to: ${path}`)
    expect(over?.content).toContain(`Preview (first 2000 characters):\n${'x'.repeat(2000)}\n</persisted-output>`)
    expect(over?.metadata).toEqual({ kept: 1, persisted_path: path, original_size_chars: 4001 })
    expect(harness.eventsOf('tool-result')[1]?.output).toBe(over?.content)
  })

  it('writes a call id once: a second result for the same id keeps the first file', async () => {
    const dataDir = tempDir()
    const harness = createHarness({ dataDir, tools: [bigTool('big', 5000)] })
    await harness.executor.executeTurn([{ id: 'same', name: 'big', arguments: { text: 'a' } }], harness.turn())
    const [second] = await harness.executor.executeTurn(
      [{ id: 'same', name: 'big', arguments: { text: 'b' } }],
      harness.turn(),
    )
    expect(readFileSync(join(dataDir, 'tool-results', 's1', 'r1', 'same.txt'), 'utf8')).toBe('a'.repeat(5000))
    expect(second?.content).toContain('<persisted-output>')
    expect(readdirSync(join(dataDir, 'tool-results', 's1', 'r1'))).toEqual(['same.txt'])
  })

  it('keeps a hostile call, run or session id inside tool-results', async () => {
    const dataDir = tempDir()
    const harness = createHarness({ dataDir, tools: [bigTool('big', 5000)] })
    await harness.executor.executeTurn(
      [{ id: '../../escape', name: 'big', arguments: {} }],
      harness.turn({ sessionId: '../s', runId: 'run/subagent-1' }),
    )
    expect(readdirSync(join(dataDir, 'tool-results'))).toEqual(['___s'])
    expect(readdirSync(join(dataDir, 'tool-results', '___s', 'run_subagent-1'))).toEqual(['______escape.txt'])
  })

  it('honours per-tool thresholds, never persists with Infinity and never persists failures', async () => {
    const dataDir = tempDir()
    const harness = createHarness({
      dataDir,
      tools: [
        bigTool('small_limit', 11, { name: 'small_limit', maxResultChars: 10 }),
        bigTool('read_artifact', 100_000, { name: 'read_artifact', maxResultChars: Number.POSITIVE_INFINITY }),
        testTool({ name: 'fails', run: async () => ({ content: 'e'.repeat(9000), isError: true, metadata: {} }) }),
      ],
    })
    const [small, infinite, failed] = await harness.executor.executeTurn(
      [
        { id: 's', name: 'small_limit', arguments: {} },
        { id: 'i', name: 'read_artifact', arguments: {} },
        { id: 'f', name: 'fails', arguments: {} },
      ],
      harness.turn(),
    )
    expect(small?.content).toContain('<persisted-output>')
    expect(infinite?.content).toHaveLength(100_000)
    expect(failed?.content).toBe('e'.repeat(9000))
    expect(readdirSync(join(dataDir, 'tool-results', 's1', 'r1'))).toEqual(['s.txt'])
  })

  it('fails open: when the file cannot be written the original output is kept', async () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'tool-results'), 'a file where the directory should be')
    const harness = createHarness({ dataDir, tools: [bigTool('big', 5000)] })
    const [result] = await harness.executor.executeTurn([{ id: 'c', name: 'big', arguments: {} }], harness.turn())
    expect(result).toMatchObject({ state: 'completed', content: 'x'.repeat(5000), metadata: { kept: 1 } })
  })
})

describe('artifact form (ArtifactFlow)', () => {
  it('stores the full text through the sink and returns a 1000-character <artifact_slice> with a read_artifact hint', async () => {
    const stored: { sessionId: string; runId: string; name: string; content: string }[] = []
    const sink: ArtifactSink = {
      persistToolResult: async (sessionId, runId, name, content) => {
        stored.push({ sessionId, runId, name, content })
        return 'tool_web_fetch_0123456789ab'
      },
    }
    const dataDir = tempDir()
    const harness = createHarness({
      dataDir,
      artifactSink: sink,
      tools: [bigTool('web_fetch', 60_000, { name: 'web_fetch', persistTo: 'artifact' })],
    })
    const [result] = await harness.executor.executeTurn([{ id: 'c', name: 'web_fetch', arguments: {} }], harness.turn())
    expect(stored).toEqual([{ sessionId: 's1', runId: 'r1', name: 'web_fetch', content: 'x'.repeat(60_000) }])
    expect(result?.content).toBe(
      [
        '<artifact_slice id="tool_web_fetch_0123456789ab" shown_chars="1000" total_chars="60000" has_more="true">',
        'x'.repeat(1000),
        '</artifact_slice>',
        `The full output (60000 characters) was saved as artifact "tool_web_fetch_0123456789ab". Call read_artifact(id='tool_web_fetch_0123456789ab') to read the rest.`,
      ].join('\n'),
    )
    expect(result?.metadata).toEqual({
      kept: 1,
      persisted_artifact_id: 'tool_web_fetch_0123456789ab',
      original_size_chars: 60_000,
    })
    expect(existsSync(join(dataDir, 'tool-results'))).toBe(false)
  })

  it('fails open when the sink throws, and never sends failures to the sink', async () => {
    let calls = 0
    const sink: ArtifactSink = {
      persistToolResult: () => {
        calls += 1
        throw new Error('database is locked')
      },
    }
    const harness = createHarness({
      artifactSink: sink,
      tools: [
        bigTool('big', 5000, { name: 'big', persistTo: 'artifact' }),
        testTool({
          name: 'fails',
          persistTo: 'artifact',
          run: async () => ({ content: 'e'.repeat(9000), isError: true, metadata: {} }),
        }),
      ],
    })
    const [big, failed] = await harness.executor.executeTurn(
      [
        { name: 'big', arguments: {} },
        { name: 'fails', arguments: {} },
      ],
      harness.turn(),
    )
    expect(big?.content).toBe('x'.repeat(5000))
    expect(failed?.content).toBe('e'.repeat(9000))
    expect(calls).toBe(1)
  })

  it('works with the real artifact manager as the sink', async () => {
    const { db } = openDatabase(':memory:', migrations)
    try {
      db.prepare(
        "insert into sessions (id, title, project_dir, created_at, updated_at) values ('s1', 'Test', null, 1, 1)",
      ).run()
      const manager = createArtifactManager({ db, emit: () => undefined, now: () => 1 })
      const harness = createHarness({
        artifactSink: manager,
        tools: [bigTool('web_fetch', 50_001, { name: 'web_fetch', persistTo: 'artifact' })],
      })
      const [result] = await harness.executor.executeTurn([{ name: 'web_fetch', arguments: {} }], harness.turn())
      const id = String(result?.metadata.persisted_artifact_id)
      expect(id).toMatch(/^tool_web_fetch_[0-9a-f]{12}$/)
      expect(manager.get('s1', id)).toMatchObject({ content: 'x'.repeat(50_001), source: 'tool' })
      expect(result?.content).toContain(`read_artifact(id='${id}')`)
    } finally {
      db.close()
    }
  })

  it('sends only the tools that ask for the artifact form to the sink; the others keep the file form', async () => {
    const stored: string[] = []
    const sink: ArtifactSink = {
      persistToolResult: (_sessionId, _runId, name) => {
        stored.push(name)
        return 'tool_web_fetch_0123456789ab'
      },
    }
    const dataDir = tempDir()
    const harness = createHarness({ dataDir, artifactSink: sink, tools: [bigTool('grep_files', 5000)] })
    const [result] = await harness.executor.executeTurn(
      [{ id: 'g', name: 'grep_files', arguments: {} }],
      harness.turn(),
    )
    expect(stored).toEqual([])
    expect(result?.metadata.persisted_path).toBe(join(dataDir, 'tool-results', 's1', 'r1', 'g.txt'))
  })

  it('names artifacts tool_<sanitized_name>_<12hex>', () => {
    expect(toolResultArtifactId('web.fetch/v2')).toMatch(/^tool_web_fetch_v2_[0-9a-f]{12}$/)
    expect(toolResultArtifactId('a')).not.toBe(toolResultArtifactId('a'))
  })
})
