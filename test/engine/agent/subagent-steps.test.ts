import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { call } from '../../helpers/fake-model/fake-turn'
import { eventsOfType, promptToEnd } from '../../helpers/prompt-to-end'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
let model: FakeModelServer | undefined
afterEach(async () => {
  await model?.close()
  model = undefined
})

describe('subagent max_steps through the engine', () => {
  it('is a ceiling: max_steps=1 makes one model call, which has no tools and writes the summary', async () => {
    const engine = await makeEngine()
    model = await startFakeModel([
      { calls: [call('call_delegate', 'subagent', { instruction: 'What is the distance to M31?', max_steps: 1 })] },
      { text: 'About 765 kpc.' },
      { text: 'M31 is about 765 kpc away.' },
    ])
    await useFakeModel(engine, model)
    const events = await promptToEnd(engine, 'Ask a subagent how far M31 is.')

    expect(eventsOfType(events, 'run-end')).toMatchObject([{ reason: 'stop' }])
    const requests = model.requests()
    // The lead's call, the subagent's one call, the lead's answer.
    expect(requests).toHaveLength(3)
    expect(requests[1]?.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is the distance to M31?' })
    expect(requests[1]?.tools ?? []).toEqual([])
    expect(eventsOfType(events, 'tool-result').find((result) => result.name === 'subagent')).toMatchObject({
      isError: false,
      output: 'Subagent finished after 1 step(s):\nAbout 765 kpc.',
    })
  })
})
