import { afterEach, describe, expect, it } from 'vitest'
import { wrapWithXmlToolProtocol } from '../../../electron/main/engine/xml-protocol/model/xml-tool-protocol-model'
import { FakeLanguageModel } from '../../helpers/fake-model/fake-language-model'
import { type FakeTurn, reply } from '../../helpers/fake-model/fake-turn'
import { createHarness, type Harness } from './agent-harness'
import { echoTool } from './test-tools'

let harness: Harness | undefined
afterEach(() => {
  harness?.close()
  harness = undefined
})

const text = (markup: string): FakeTurn => ({ text: [markup.slice(0, 20), markup.slice(20)] })

describe('agent loop over a model without function calling', () => {
  it('sees ordinary tool calls and feeds results back as XML', async () => {
    const inner = new FakeLanguageModel([
      text('Echoing.<tool_call><name>echo</name><params><text><![CDATA[Andromeda]]></text></params></tool_call>'),
      reply('It echoed Andromeda.'),
    ])
    harness = createHarness({ model: wrapWithXmlToolProtocol(inner), tools: [echoTool] })
    const outcome = await harness.runtime.wait(harness.runtime.prompt(harness.sessionId, 'echo Andromeda').runId)
    expect(outcome.status).toBe('stop')
    expect(harness.ofType('tool-result').map((event) => event.output)).toEqual(['echo: Andromeda'])
    const second = inner.requests[1]?.messages.at(-1)
    expect(second?.role === 'user' && second.content).toContain('<tool_result name="echo" success="true">')
    expect(
      harness
        .ofType('text-delta')
        .map((event) => event.delta)
        .join(''),
    ).not.toContain('<tool_call>')
  })
})
