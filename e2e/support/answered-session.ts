import { z } from 'zod'
import { type FakeModelServer, startFakeModel } from '../../test/helpers/fake-model/fake-model-server'
import { reply } from '../../test/helpers/fake-model/fake-turn'
import type { HeadlessHost } from './headless-host'

/** An ordinary answer: paragraphs, a list, emphasis, no math and no code. */
export const plainAnswer = [
  'M31 lies at about **765 kpc**, from its Cepheids and the tip of the red giant branch.',
  '',
  '- the Cepheid distance agrees within the errors',
  '- the TRGB value is the more precise of the two',
  '',
  'Both put it well inside the Local Group.',
].join('\n')

/** An answer with math and a fenced code block, which needs KaTeX and the highlighter. */
export const mathAnswer = [
  'The distance modulus is $\\mu = 5\\log_{10}(d/10\\,\\mathrm{pc})$, so',
  '',
  '$$\\mu_{\\mathrm{M31}} = 24.42$$',
  '',
  '```python',
  'import numpy as np',
  'print(5 * np.log10(765e3 / 10))',
  '```',
].join('\n')

async function invoke<T>(host: HeadlessHost, command: string, input: unknown, answer: z.ZodType<T>): Promise<T> {
  const response = await fetch(`${host.origin}/api/invoke/${command}`, {
    method: 'POST',
    headers: { ...host.apiHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
  if (!response.ok) throw new Error(`${command} failed: ${response.status} ${await response.text()}`)
  return answer.parse(await response.json())
}

const anything = z.unknown()
const createdSession = z.object({ id: z.string() })
const sessionState = z.object({ activeRunId: z.string().nullable(), runs: z.array(z.unknown()) })

/** A session with no messages, the one the window opens on. */
export async function createEmptySession(host: HeadlessHost): Promise<void> {
  await invoke(host, 'session.create', {}, anything)
}

/** A session where the (fake) model has answered one prompt with `answer`; the window opens on it. */
export async function createAnsweredSession(host: HeadlessHost, answer: string): Promise<void> {
  const model: FakeModelServer = await startFakeModel([reply(answer)])
  try {
    await invoke(
      host,
      'settings.set',
      {
        patch: {
          providers: [
            {
              id: 'scripted',
              name: 'Scripted model',
              kind: 'openai',
              baseUrl: `${model.url}/v1`,
              model: 'scripted',
              toolProtocol: 'native',
              contextWindow: 128_000,
            },
          ],
          activeProviderId: 'scripted',
        },
        secrets: [{ name: 'provider:scripted', value: 'sk-loopback' }],
      },
      anything,
    )
    const session = await invoke(host, 'session.create', {}, createdSession)
    await invoke(host, 'session.prompt', { sessionId: session.id, prompt: 'How far away is M31?' }, anything)
    for (let attempt = 0; attempt < 200; attempt++) {
      const state = await invoke(host, 'session.messages', { sessionId: session.id }, sessionState)
      if (state.activeRunId === null && state.runs.length > 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('The scripted run did not finish in 20 s')
  } finally {
    await model.close()
  }
}
