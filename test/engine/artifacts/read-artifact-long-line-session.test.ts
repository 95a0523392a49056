import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const models: FakeModelServer[] = []
afterEach(async () => {
  for (const model of models.splice(0)) await model.close()
})
const context = { signal: new AbortController().signal }

describe('read_artifact on a single line longer than one page', () => {
  it('continues the line on the next page, with has_more true until the rest fits', async () => {
    const engine = await makeEngine()
    const line = Array.from({ length: 12_000 }, (_, index) => String(index).padStart(9, '0')).join(',')
    const content = `${line}\nlast line`
    const read = (id: string, extra: Record<string, unknown>) => ({
      calls: [{ id, name: 'read_artifact', arguments: { id: 'spectrum', ...extra } }],
    })
    const model = await startFakeModel([
      {
        calls: [
          {
            id: 'c1',
            name: 'create_artifact',
            arguments: { id: 'spectrum', title: 'Spectrum', content, content_type: 'text/plain' },
          },
        ],
      },
      read('p1', {}),
      read('p2', { offset: 1, char_offset: 50_000 }),
      read('p3', { offset: 1, char_offset: 100_000 }),
      { text: 'Read it all.' },
    ])
    models.push(model)
    await useFakeModel(engine, model)
    const session = await engine.handlers['session.create']({}, context)
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Read it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    // Each page as the model first saw it: the newest tool result of the request after the call.
    const pages = model
      .requests()
      .slice(2, 5)
      .map((request) => String(request.messages.filter((message) => message.role === 'tool').at(-1)?.content))
    expect(pages[0]).toContain('has_more="true"')
    expect(pages[0]).toContain("Call read_artifact(id='spectrum', offset=1, char_offset=50000) to continue.")
    expect(pages[1]).toContain('offset=1, char_offset=100000)')
    expect(pages[2]).toContain('shown_lines="1-2" total_lines="2" has_more="false"')
    const body = (page: string | undefined) =>
      (page ?? '').split('\n</artifact_slice>')[0]?.split('\n').slice(1).join('\n')
    expect(pages.map(body).join('')).toBe(content)
  })
})
