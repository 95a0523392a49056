import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { AgentEvent } from '../../electron/shared/contract/events'
import { startFakeModel, useFakeModel } from '../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../helpers/fake-model/fake-turn'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'

const context = { signal: new AbortController().signal }

export interface BashRun {
  result: Extract<AgentEvent, { type: 'tool-result' }>
  permission: Extract<AgentEvent, { type: 'permission-request' }> | undefined
  response: Extract<AgentEvent, { type: 'permission-response' }> | undefined
}

/** A real engine whose scripted model (a loopback OpenAI-compatible server) calls run_bash once per prompt. */
export interface BashHarness {
  engine: TestEngine
  project: string
  sessionId: string
  /** One prompt whose model calls run_bash with `args`; every permission request is answered with `decision`. */
  run(
    args: { command: string; network_hosts?: string[]; timeout_seconds?: number },
    decision?: 'once' | 'always',
  ): Promise<BashRun>
  dispose(): Promise<void>
}

export async function createBashHarness(): Promise<BashHarness> {
  const replies: FakeTurn[] = []
  const model = await startFakeModel(() => replies.shift() ?? { text: ['Done.'] })
  const engine = await createTestEngine()
  await useFakeModel(engine, model)
  const project = mkdtempSync(join(tmpdir(), 'astro-project-'))
  const session = await engine.handlers['session.create']({ title: 'Sandbox', projectDir: project }, context)
  let calls = 0
  return {
    engine,
    project,
    sessionId: session.id,
    async run(args, decision = 'once') {
      const callId = `call_${++calls}`
      replies.push({ calls: [{ id: callId, name: 'run_bash', arguments: args }] }, { text: ['Done.'] })
      let permission: BashRun['permission']
      let result: BashRun['result'] | undefined
      let response: BashRun['response']
      const ended = new Promise<void>((resolve) => {
        const unsubscribe = engine.events.subscribe({ sessionId: session.id }, (event) => {
          if (event.type === 'permission-request' && event.toolCallId === callId) {
            permission = event
            void engine.handlers['permission.reply']({ requestId: event.requestId, decision }, context)
          }
          if (event.type === 'permission-response' && event.requestId === permission?.requestId) response = event
          if (event.type === 'tool-result' && event.toolCallId === callId) result = event
          if (event.type === 'run-end') {
            unsubscribe()
            resolve()
          }
        })
      })
      await engine.handlers['session.prompt']({ sessionId: session.id, prompt: `run ${callId}` }, context)
      await ended
      // run-end is sent just before the session is released for the next prompt.
      while ((await engine.handlers['session.messages']({ sessionId: session.id }, context)).activeRunId !== null) {
        await sleep(10)
      }
      if (!result) throw new Error(`run_bash was not called for ${callId}`)
      return { result, permission, response }
    },
    async dispose() {
      await engine.dispose()
      await model.close()
    },
  }
}
