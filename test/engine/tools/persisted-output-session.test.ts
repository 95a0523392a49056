import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})
const context = { signal: new AbortController().signal }

async function scripted(script: Parameters<typeof startFakeModel>[0]): Promise<FakeModelServer> {
  const model = await startFakeModel(script)
  cleanups.push(() => model.close())
  return model
}

function projectWithCatalogue(): string {
  const project = mkdtempSync(join(tmpdir(), 'astro-project-'))
  cleanups.push(() => rmSync(project, { recursive: true, force: true }))
  const rows = Array.from({ length: 300 }, (_, index) => `NGC ${1000 + index} galaxy z=0.0${index % 10}`)
  writeFileSync(join(project, 'catalogue.txt'), `${rows.join('\n')}\n`)
  return project
}

const toolMessages = (model: FakeModelServer) =>
  (model.requests().at(-1)?.messages ?? []).filter((message) => message.role === 'tool')

describe('an oversized AstroResearch tool result in a session', () => {
  it('becomes a <persisted-output> stub whose file read_file can read in the same session', async () => {
    const engine = await makeEngine()
    let stubPath = ''
    const model = await scripted((request, index) => {
      if (index === 0)
        return { calls: [{ id: 'g1', name: 'grep_files', arguments: { pattern: 'galaxy', max_count: 1000 } }] }
      if (index > 1) return { text: 'The catalogue has 300 galaxies.' }
      // The model reads the path the stub names, as a model does.
      const stub = String(request.messages.at(-1)?.content)
      stubPath = /The full output was saved to: (.+)/.exec(stub)?.[1] ?? ''
      return { calls: [{ id: 'r1', name: 'read_file', arguments: { path: stubPath, offset: 290 } }] }
    })
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({ projectDir: projectWithCatalogue() }, context)
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'List the galaxies in catalogue.txt' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    expect(stubPath).toBe(join(engine.dataDir, 'tool-results', session.id, runId, 'g1.txt'))

    const [grep, read] = toolMessages(model)
    expect(String(grep?.content)).toContain(`The full output was saved to: ${stubPath}`)
    expect(String(grep?.content)).toContain('Read it with read_file')
    expect(String(read?.content)).toContain('NGC 1299 galaxy')
    expect(String(read?.content)).not.toMatch(/Refused|outside/)
    expect(readFileSync(stubPath, 'utf8')).toContain('NGC 1000 galaxy')
  })
})
