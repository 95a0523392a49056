import { describe, expect, it } from 'vitest'
import type { AgentEvent } from '../../../electron/shared/contract/events'
import type { HandlerContext } from '../../../electron/shared/contract/handlers'
import { CommandError } from '../../../electron/shared/contract/transport'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine, useTestEngine } from '../../helpers/test-engine'

// Registered first so it runs last: engines close before their directories go.
const tempDir = useTempDir()
const makeEngine = useTestEngine()
const context: HandlerContext = { signal: new AbortController().signal }

describe('session handlers', () => {
  it('creates a session with the default title, or the given one trimmed', async () => {
    const engine = await makeEngine({ now: 1_000 })
    const untitled = await engine.handlers['session.create']({}, context)
    const titled = await engine.handlers['session.create'](
      { title: '  M31 rotation curve ', projectDir: null },
      context,
    )
    expect(untitled).toMatchObject({ title: 'New session', projectDir: null, createdAt: 1_000, updatedAt: 1_000 })
    expect(untitled.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(titled.title).toBe('M31 rotation curve')
    expect(titled.id).not.toBe(untitled.id)
  })

  it('lists sessions with the most recently updated first; a rename keeps the order', async () => {
    const engine = await makeEngine({ now: 1_000 })
    const first = await engine.handlers['session.create']({ title: 'first' }, context)
    engine.clock.advance?.(10)
    const second = await engine.handlers['session.create']({ title: 'second' }, context)
    engine.clock.advance?.(10)
    await engine.handlers['session.rename']({ id: first.id, title: 'first, renamed' }, context)
    const list = await engine.handlers['session.list']({}, context)
    expect(list.map((session) => session.id)).toEqual([second.id, first.id])
    expect(list[1]).toMatchObject({ title: 'first, renamed', createdAt: 1_000, updatedAt: 1_000 })
  })

  it('gets, renames and deletes, emitting session-updated events for the session', async () => {
    const engine = await makeEngine()
    const events: AgentEvent[] = []
    engine.events.subscribe({}, (event) => events.push(event))
    const session = await engine.handlers['session.create']({}, context)
    await engine.handlers['session.rename']({ id: session.id, title: 'Renamed' }, context)
    expect((await engine.handlers['session.get']({ id: session.id }, context)).title).toBe('Renamed')
    expect(await engine.handlers['session.delete']({ id: session.id }, context)).toEqual({ deleted: true })
    expect(await engine.handlers['session.delete']({ id: session.id }, context)).toEqual({ deleted: false })
    expect(
      events.map((event) => [event.type, event.sessionId, event.runId, 'change' in event && event.change]),
    ).toEqual([
      ['session-updated', session.id, '', 'created'],
      ['session-updated', session.id, '', 'renamed'],
      ['session-updated', session.id, '', 'deleted'],
    ])
  })

  it('answers not-found for a session that does not exist', async () => {
    const engine = await makeEngine()
    const missing = { id: 'no-such-session' }
    await expect(engine.handlers['session.get'](missing, context)).rejects.toMatchObject({ code: 'not-found' })
    const rename = engine.handlers['session.rename']({ ...missing, title: 'x' }, context)
    await expect(rename).rejects.toBeInstanceOf(CommandError)
    await expect(rename).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('no-such-session'),
    })
  })

  it('keeps sessions across a restart on the same data dir', async () => {
    const dataDir = tempDir()
    const first = await createTestEngine({ dataDir })
    const created = await first.handlers['session.create']({ title: 'persisted' }, context)
    await first.handlers['session.rename']({ id: created.id, title: 'persisted and renamed' }, context)
    await first.dispose()
    const second = await makeEngine({ dataDir })
    expect(await second.handlers['session.list']({}, context)).toEqual([
      { ...created, title: 'persisted and renamed', updatedAt: expect.any(Number) },
    ])
  })
})
