import { afterEach, describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../helpers/fake-model/fake-turn'
import { type LoopbackServer, startLoopbackServer } from '../../helpers/loopback-server'
import { readSharedFixture, readSharedFixtureText } from '../../helpers/shared-fixtures'
import { type TestEngine, useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const arxivFeed = readSharedFixtureText('arxiv/atom-legacy-search-au_del_maestro.xml')
const pdf = readSharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')
/** The feed's first entry. */
const arxivId = '1201.4869'
const paperTitle = 'A Luttinger Liquid Core Inside Helium-4 Filled Nanopores'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close()
})

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** arXiv's Atom API and `/pdf/<id>`: the PDF's first half at once, the rest once `release` resolves (never, if not). */
async function arxivWithHeldPdf(release: Promise<void>): Promise<LoopbackServer> {
  const server = await startLoopbackServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/api/query') {
      response.writeHead(200, { 'content-type': 'application/atom+xml' })
      response.end(arxivFeed)
      return
    }
    const half = Math.floor(pdf.length / 2)
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(pdf.length) })
    response.write(pdf.subarray(0, half))
    await release
    response.end(pdf.subarray(half))
  })
  servers.push(server)
  return server
}

/** A model whose turns are written by `turn(index)`, which may wait before answering. */
async function modelOf(turn: (index: number) => Promise<FakeTurn>): Promise<FakeModelServer> {
  const model = await startFakeModel((_request, index) => turn(index))
  servers.push(model)
  return model
}

async function engineWith(arxivBaseUrl: string, model: FakeModelServer): Promise<TestEngine> {
  const engine = await makeEngine()
  await engine.handlers['settings.set']({ patch: { services: { arxivBaseUrl } }, secrets: [] }, context)
  await useFakeModel(engine, model)
  return engine
}

function firstEvent<T extends AgentEvent['type']>(engine: TestEngine, sessionId: string, type: T) {
  return new Promise<Extract<AgentEvent, { type: T }>>((resolve) => {
    const unsubscribe = engine.events.subscribe({ sessionId, types: [type], afterSeq: 0 }, (event) => {
      unsubscribe()
      resolve(event as Extract<AgentEvent, { type: T }>)
    })
  })
}

const download = { id: 'b1', name: 'bg_task_run', arguments: { tool: 'download_paper', arguments: { paper: arxivId } } }
const userMessages = (request: { messages: { role: string; content?: unknown }[] } | undefined) =>
  (request?.messages ?? []).filter((message) => message.role === 'user').map((message) => String(message.content))

describe('background tasks in a session', () => {
  it('reports a download started by bg_task_run as started, with progress, and done between two steps', async () => {
    const release = deferred()
    const finished = deferred()
    const arxiv = await arxivWithHeldPdf(release.promise)
    const model = await modelOf(async (index) => {
      if (index === 0) return { calls: [download] }
      if (index === 1) {
        await finished.promise
        return { calls: [{ id: 't1', name: 'todo_write', arguments: { todos: [] } }] }
      }
      return { text: 'The paper is downloaded.' }
    })
    const engine = await engineWith(arxiv.url, model)
    const session = await engine.handlers['session.create']({}, context)
    const started = firstEvent(engine, session.id, 'background-task-started')
    const progressed = firstEvent(engine, session.id, 'background-task-progress')
    const done = firstEvent(engine, session.id, 'background-task-done')
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: `Download ${arxivId} in the background` },
      context,
    )

    const { task } = await started
    // Not in the library yet: the task is named by the reference it was given, then by the title the import found.
    expect(task).toMatchObject({
      sessionId: session.id,
      tool: 'download_paper',
      subject: arxivId,
      status: 'running',
      finishedAt: null,
    })
    await expect
      .poll(async () => {
        const { tasks } = await engine.handlers['background.list']({ sessionId: session.id }, context)
        return tasks[0]?.progress?.fraction ?? 0
      })
      .toBeGreaterThanOrEqual(0.4)
    expect(await progressed).toMatchObject({ taskId: task.taskId, subject: paperTitle })
    const { tasks: running } = await engine.handlers['background.list']({ sessionId: session.id }, context)
    expect(running).toEqual([expect.objectContaining({ taskId: task.taskId, status: 'running', subject: paperTitle })])
    expect(running[0]?.progress?.message).toMatch(/Downloading from 127\.0\.0\.1/)

    release.resolve()
    expect(await done).toMatchObject({ taskId: task.taskId, status: 'completed', isError: false, runId })
    finished.resolve()
    expect(await engine.waitForRun(session.id, runId)).toBe('stop')

    const { tasks } = await engine.handlers['background.list']({ sessionId: session.id }, context)
    expect(tasks).toEqual([
      expect.objectContaining({
        taskId: task.taskId,
        status: 'completed',
        progress: expect.objectContaining({ fraction: 1 }),
      }),
    ])
    expect(tasks[0]?.finishedAt).toEqual(expect.any(Number))
    expect(tasks[0]?.summary).toMatch(/^Downloaded "/)
    const [, second, third] = model.requests()
    expect(userMessages(second).join('\n')).not.toContain('<background-notifications>')
    expect(userMessages(third).join('\n')).toContain(`${task.taskId} download_paper done: Downloaded "`)
    expect(await engine.handlers['background.list']({ sessionId: 'another-session' }, context)).toEqual({ tasks: [] })
    // The task's own download call is told by its background-task events, never as a timeline run that cannot end.
    const toolEvents = engine.events
      .replay({ sessionId: session.id, types: ['tool-call', 'tool-progress', 'tool-result'] })
      .map((event) => event.runId)
    expect(new Set(toolEvents)).toEqual(new Set([runId]))
  })

  it('cancels a running task: it ends as cancelled, and the next run is told', async () => {
    const arxiv = await arxivWithHeldPdf(new Promise(() => undefined))
    const model = await modelOf(async (index) => (index === 0 ? { calls: [download] } : { text: 'Started.' }))
    const engine = await engineWith(arxiv.url, model)
    const session = await engine.handlers['session.create']({}, context)
    const progressed = firstEvent(engine, session.id, 'background-task-progress')
    const first = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Download it' }, context)
    expect(await engine.waitForRun(session.id, first.runId)).toBe('stop')
    const { taskId } = await progressed
    const { tasks: before } = await engine.handlers['background.list']({ sessionId: session.id }, context)
    expect(before).toEqual([expect.objectContaining({ taskId, status: 'running' })])

    const { task } = await engine.handlers['background.cancel']({ taskId }, context)
    expect(task).toMatchObject({ taskId, status: 'cancelled' })
    const done = engine.events.replay({ sessionId: session.id, types: ['background-task-done'] })
    expect(done).toEqual([expect.objectContaining({ taskId, status: 'cancelled', isError: true })])
    await expect(engine.handlers['background.cancel']({ taskId: 'bg_missing' }, context)).rejects.toMatchObject({
      code: 'not-found',
    })

    const second = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'And now?' }, context)
    expect(await engine.waitForRun(session.id, second.runId)).toBe('stop')
    const last = model.requests().at(-1)
    expect(userMessages(last).join('\n')).toContain(`${taskId} download_paper CANCELLED`)
  })
})
