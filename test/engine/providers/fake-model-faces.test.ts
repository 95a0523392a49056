import { afterEach, describe, expect, it } from 'vitest'
import type { ModelRequest } from '../../../electron/main/engine/providers/language-model'
import type { ModelStreamPart } from '../../../electron/main/engine/providers/model-stream-part'
import { createOpenAiCompatibleModel } from '../../../electron/main/engine/providers/openai/openai-compatible-model'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import { type FakeModelServer, startFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { collect } from './replay-stream'

let server: FakeModelServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const request: ModelRequest = {
  system: 'You are a test agent.',
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
}
const signal = new AbortController().signal

/** What a run sees of a stream: the text, the calls, usage, the finish reason and any error's code. */
function seen(parts: ModelStreamPart[]) {
  return {
    text: parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : [])).join(''),
    calls: parts.flatMap((part) => (part.type === 'tool-call-end' ? [[part.call.name, part.call.arguments]] : [])),
    usage: parts.find((part) => part.type === 'usage'),
    finish: parts.find((part) => part.type === 'finish'),
    error: parts.flatMap((part) => (part.type === 'error' ? [part.error.code] : [])),
  }
}

async function overHttp(turn: FakeTurn) {
  server = await startFakeModel([turn])
  const model = createOpenAiCompatibleModel({
    providerName: 'Fake',
    baseUrl: `${server.url}/v1`,
    model: 'fake-model',
    contextWindow: 8000,
    retry: { retries: 0, minTimeoutMs: 1 },
  })
  return seen(await collect(model.stream(request, signal)))
}

const inProcess = async (turn: FakeTurn) => seen(await collect(new FakeLanguageModel([turn]).stream(request, signal)))

describe('the fake model plays one turn format the same in-process and over HTTP', () => {
  const turns: [string, FakeTurn][] = [
    ['text in pieces', { text: ['M31 lies ', 'at 765 kpc.'], usage: { input: 12, output: 4, cachedInput: 2 } }],
    ['a cut-off answer', { text: 'Half of it', finishReason: 'length' }],
    [
      'text and two tool calls',
      {
        text: 'Looking.',
        calls: [
          { id: 'c1', name: 'query_target', arguments: { name: 'M31' } },
          { id: 'c2', name: 'todo_write', arguments: { todos: [] } },
        ],
      },
    ],
    ['a rate limit before any text', { end: { fail: 'rate-limit' } }],
    ['a refused request', { end: { fail: 'bad-request' } }],
    ['a server error mid-stream', { text: ['Half an ans'], end: { fail: 'server' } }],
    ['a dropped connection mid-stream', { text: ['Half an ans'], end: { fail: 'network' } }],
  ]
  for (const [label, turn] of turns) {
    it(label, async () => {
      expect(await overHttp(turn)).toEqual(await inProcess(turn))
    })
  }
})
