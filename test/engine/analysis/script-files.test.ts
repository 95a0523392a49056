import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeModelServer, startFakeModel, useFakeModel } from '../../helpers/fake-model/fake-model-server'
import { plotCommand } from '../../helpers/plot-script'
import type { TestEngine } from '../../helpers/test-engine'
import { useTestEngine } from '../../helpers/test-engine'

const makeEngine = useTestEngine()
const context = { signal: new AbortController().signal }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function sessionWithProject(engine: TestEngine, script: Parameters<typeof startFakeModel>[0]) {
  const project = mkdtempSync(join(tmpdir(), 'astro-project-'))
  cleanups.push(() => rmSync(project, { recursive: true, force: true }))
  const model: FakeModelServer = await startFakeModel(script)
  cleanups.push(() => model.close())
  await useFakeModel(engine, model)
  const session = await engine.handlers['session.create']({ projectDir: project }, context)
  engine.events.subscribe({ sessionId: session.id, types: ['permission-request'] }, (event) => {
    if (event.type === 'permission-request') {
      void engine.handlers['permission.reply']({ requestId: event.requestId, decision: 'once' }, context)
    }
  })
  return { project, model, session }
}

describe('files a script makes', () => {
  it('are listed after run_bash, read through the contract, and the CSV opens as a typed table', async () => {
    const engine = await makeEngine()
    const { model, session } = await sessionWithProject(engine, [
      { calls: [{ id: 'b1', name: 'run_bash', arguments: { command: plotCommand } }] },
      { text: 'The plot and the light curve are in the project folder.' },
    ])
    const results: unknown[] = []
    engine.events.subscribe({ sessionId: session.id, types: ['tool-result'] }, (event) => {
      if (event.type === 'tool-result') results.push(event.metadata.files)
    })
    const { runId } = await engine.handlers['session.prompt']({ sessionId: session.id, prompt: 'Plot it' }, context)
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')

    expect(results[0]).toEqual([
      { path: 'light-curve.csv', change: 'created', size: expect.any(Number), mediaType: 'text/csv', kind: 'table' },
      { path: 'make_plot.py', change: 'created', size: expect.any(Number), mediaType: 'text/x-python', kind: 'text' },
      { path: 'plot.png', change: 'created', size: expect.any(Number), mediaType: 'image/png', kind: 'image' },
    ])
    const toolMessage = model.requests()[1]?.messages.find((message) => message.role === 'tool')
    expect(String(toolMessage?.content)).toMatch(
      /Files created or changed in the project folder: light-curve\.csv \(created, table/,
    )

    const png = await engine.handlers['project.readFile'](
      { sessionId: session.id, path: 'plot.png', maxBytes: 1_000_000 },
      context,
    )
    expect(png).toMatchObject({ name: 'plot.png', mediaType: 'image/png', kind: 'image', path: 'plot.png' })
    expect(Buffer.from(png.base64, 'base64').subarray(1, 4).toString()).toBe('PNG')

    const artifact = await engine.handlers['artifact.fromFile'](
      { sessionId: session.id, path: 'light-curve.csv' },
      context,
    )
    expect(artifact.contentType).toBe('text/csv')
    const table = await engine.handlers['table.read'](
      { sessionId: session.id, source: { artifactId: artifact.id } },
      context,
    )
    expect(table.columns.map((column) => [column.name, column.type, column.unit])).toEqual([
      ['time', 'float', 'd'],
      ['flux', 'float', 'mJy'],
      ['band', 'string', null],
    ])
    expect(table.totalRows).toBe(12)
    expect(table.rows[1]).toEqual([0.5, 10.25, 'g'])

    const image = await engine.handlers['artifact.fromFile']({ sessionId: session.id, path: 'plot.png' }, context)
    const bytes = await engine.handlers['artifact.file']({ sessionId: session.id, id: image.id }, context)
    expect(bytes.base64).toBe(png.base64)
  })

  it('show_file keeps a copy of an image as an artifact the window reads, even after the file changes', async () => {
    const engine = await makeEngine()
    const { project, model, session } = await sessionWithProject(engine, [
      { calls: [{ id: 'b1', name: 'run_bash', arguments: { command: plotCommand } }] },
      { calls: [{ id: 's1', name: 'show_file', arguments: { path: 'plot.png', title: 'Light curve plot' } }] },
      { text: 'The plot is in the artifacts panel.' },
    ])
    const { runId } = await engine.handlers['session.prompt'](
      { sessionId: session.id, prompt: 'Show me the plot' },
      context,
    )
    await expect(engine.waitForRun(session.id, runId)).resolves.toBe('stop')
    const tool = model.requests()[2]?.messages.find((message) => message.tool_call_id === 's1')
    expect(String(tool?.content)).toMatch(/^Showed plot\.png as artifact 'plot_png_[0-9a-f]{6}' \(image\/png\)\.$/)
    const [artifact] = await engine.handlers['artifact.list']({ sessionId: session.id }, context)
    expect(artifact).toMatchObject({ title: 'Light curve plot', contentType: 'image/png', source: 'agent' })
    const original = readFileSync(join(project, 'plot.png')).toString('base64')
    writeFileSync(join(project, 'plot.png'), 'overwritten')
    const stored = await engine.handlers['artifact.file']({ sessionId: session.id, id: artifact?.id ?? '' }, context)
    expect(stored.base64).toBe(original)
  })

  it('refuses files outside the session’s folders and past the size asked for; opens the others in the system viewer', async () => {
    const opened: string[] = []
    const engine = await makeEngine({ hostPorts: { openPath: async (path) => void opened.push(path) } })
    const { project, session } = await sessionWithProject(engine, [])
    writeFileSync(join(project, 'spectrum.png'), Buffer.alloc(4096, 1))
    await expect(
      engine.handlers['project.readFile']({ sessionId: session.id, path: '/etc/passwd', maxBytes: 1_000_000 }, context),
    ).rejects.toMatchObject({ code: 'file-unreadable' })
    await expect(
      engine.handlers['project.readFile']({ sessionId: session.id, path: '../x.png', maxBytes: 1_000_000 }, context),
    ).rejects.toMatchObject({ code: 'file-unreadable' })
    await expect(
      engine.handlers['project.readFile']({ sessionId: session.id, path: 'spectrum.png', maxBytes: 1024 }, context),
    ).rejects.toMatchObject({ code: 'file-too-large' })
    await expect(
      engine.handlers['project.openExternally']({ sessionId: session.id, path: '/etc/passwd' }, context),
    ).rejects.toMatchObject({ code: 'file-unreadable' })
    await engine.handlers['project.openExternally']({ sessionId: session.id, path: 'spectrum.png' }, context)
    expect(opened).toEqual([realpathSync(join(project, 'spectrum.png'))])
  })

  it('says the system viewer is the desktop app’s where the host has none', async () => {
    const engine = await makeEngine()
    const { session } = await sessionWithProject(engine, [])
    await expect(
      engine.handlers['project.openExternally']({ sessionId: session.id, path: 'x.png' }, context),
    ).rejects.toMatchObject({ code: 'unsupported' })
  })
})
