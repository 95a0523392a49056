import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EngineCore } from '../../electron/main/hosts/common/engine-core'
import type { CommandName } from '../../electron/shared/contract/commands'
import type { AgentEvent, EventFilter } from '../../electron/shared/contract/events'
import type { Transport } from '../../electron/shared/contract/transport'
import { createTestEngine, type TestEngine } from '../helpers/test-engine'

export interface TransportFixture {
  transport: Transport
  /** Cuts the connection under the transport, as a network drop would; only transports that have one. */
  interrupt?: () => void
  close(): Promise<void>
}

export interface ConformanceOptions {
  /** The transport reconnects by itself after `interrupt()`. */
  reconnects?: boolean
}

/** A `session.list` that, when armed, waits for cancellation instead of answering. */
interface BlockingList {
  arm(): void
  started: Promise<void>
  sawAbort: Promise<boolean>
  calls: number
}

function blockingSessionList(engine: TestEngine): { core: EngineCore; gate: BlockingList } {
  let armed = false
  let markStarted: () => void = () => {}
  let markAbort: (aborted: boolean) => void = () => {}
  const gate: BlockingList = {
    arm() {
      armed = true
    },
    started: new Promise((resolve) => {
      markStarted = resolve
    }),
    sawAbort: new Promise((resolve) => {
      markAbort = resolve
    }),
    calls: 0,
  }
  const core: EngineCore = {
    events: engine.events,
    handlers: {
      ...engine.handlers,
      'session.list': (input, context) => {
        gate.calls += 1
        if (!armed) return engine.handlers['session.list'](input, context)
        markStarted()
        return new Promise((_resolve, reject) => {
          context.signal.addEventListener('abort', () => {
            markAbort(true)
            reject(new Error('aborted'))
          })
        })
      },
    },
  }
  return { core, gate }
}

/** The one behaviour every transport must have; each host runs it with its own factory. */
export function describeTransportConformance(
  name: string,
  createFixture: (engine: EngineCore) => Promise<TransportFixture>,
  options: ConformanceOptions = {},
): void {
  describe(`transport conformance: ${name}`, () => {
    let engine: TestEngine
    let fixture: TransportFixture
    let gate: BlockingList
    const cleanups: (() => void)[] = []

    async function setUp(): Promise<Transport> {
      engine = await createTestEngine()
      const blocking = blockingSessionList(engine)
      gate = blocking.gate
      fixture = await createFixture(blocking.core)
      return fixture.transport
    }

    function collect(transport: Transport, filter: EventFilter): AgentEvent[] {
      const received: AgentEvent[] = []
      cleanups.push(transport.subscribe(filter, (event) => received.push(event)))
      return received
    }

    function emitDelta(sessionId: string, delta: string): AgentEvent {
      return engine.events.emit({ type: 'text-delta', sessionId, runId: 'run-1', step: 0, delta })
    }

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0)) cleanup()
      await fixture.close()
      await engine.dispose()
    })

    it('round-trips a command: what was created can be read back', async () => {
      const transport = await setUp()
      const created = await transport.invoke('session.create', { title: 'M31 rotation curve' })
      expect(created.title).toBe('M31 rotation curve')
      expect(await transport.invoke('session.get', { id: created.id })).toEqual(created)
      expect((await transport.invoke('session.list', {})).map((session) => session.id)).toEqual([created.id])
    })

    it('rejects schema-invalid input with a readable invalid-input error and runs nothing', async () => {
      const transport = await setUp()
      const created = await transport.invoke('session.create', { title: 'Kept title' })
      const failure = transport.invoke('session.rename', { id: created.id, title: '   ' })
      await expect(failure).rejects.toMatchObject({ name: 'CommandError', code: 'invalid-input' })
      await expect(failure).rejects.toThrow(/title/)
      await expect(failure).rejects.toThrow(/needs a title/)
      const sessions = await engine.handlers['session.list']({}, { signal: new AbortController().signal })
      expect(sessions.find((session) => session.id === created.id)?.title).toBe('Kept title')
    })

    it('reports an unknown command as unknown-command', async () => {
      const transport = await setUp()
      const failure = transport.invoke('session.explode' as CommandName, {} as never)
      await expect(failure).rejects.toMatchObject({ code: 'unknown-command' })
      await expect(failure).rejects.toThrow(/session\.explode/)
    })

    it("passes a handler's own error code, message and hint through", async () => {
      const transport = await setUp()
      await expect(transport.invoke('session.get', { id: 'no-such-session' })).rejects.toMatchObject({
        code: 'not-found',
        message: 'No session with id no-such-session.',
        hint: 'Reload the session list; it may have been deleted.',
      })
    })

    it('cancels a running command through its AbortSignal, and the handler sees the abort', async () => {
      const transport = await setUp()
      gate.arm()
      const controller = new AbortController()
      const call = transport.invoke('session.list', {}, { signal: controller.signal })
      await gate.started
      controller.abort()
      await expect(call).rejects.toMatchObject({ code: 'cancelled' })
      expect(await gate.sawAbort).toBe(true)
    })

    it('does not run a command whose signal is already aborted', async () => {
      const transport = await setUp()
      const controller = new AbortController()
      controller.abort()
      await expect(transport.invoke('session.list', {}, { signal: controller.signal })).rejects.toMatchObject({
        code: 'cancelled',
      })
      expect(gate.calls).toBe(0)
    })

    it('delivers events in seq order, filtered by session (global events included)', async () => {
      const transport = await setUp()
      const received = collect(transport, { sessionId: 's1', afterSeq: engine.events.lastSeq() })
      const expected = [
        emitDelta('s1', 'a'),
        emitDelta('s2', 'not for s1'),
        emitDelta('s1', 'b'),
        emitDelta('*', 'global'),
        emitDelta('s1', 'c'),
      ].filter((event) => event.sessionId !== 's2')
      await vi.waitFor(() => expect(received).toHaveLength(4))
      expect(received).toEqual(expected)
    })

    it('resubscribing after the last seen seq replays what was missed, once', async () => {
      const transport = await setUp()
      const first: AgentEvent[] = []
      const stop = transport.subscribe({ sessionId: 's1', afterSeq: engine.events.lastSeq() }, (event) =>
        first.push(event),
      )
      const before = [emitDelta('s1', '1'), emitDelta('s1', '2')]
      await vi.waitFor(() => expect(first).toHaveLength(2))
      stop()
      const missed = [emitDelta('s1', '3'), emitDelta('s1', '4')]
      const lastSeen = first.at(-1)?.seq ?? 0
      const second = collect(transport, { sessionId: 's1', afterSeq: lastSeen })
      const after = [emitDelta('s1', '5')]
      await vi.waitFor(() => expect(second).toHaveLength(3))
      expect(first).toEqual(before)
      expect(second).toEqual([...missed, ...after])
    })

    if (options.reconnects) {
      it('reconnects by itself after a drop, sending Last-Event-ID: no event lost, none duplicated', async () => {
        const transport = await setUp()
        const received = collect(transport, { sessionId: 's1', afterSeq: engine.events.lastSeq() })
        const sent = [emitDelta('s1', '1'), emitDelta('s1', '2'), emitDelta('s1', '3')]
        await vi.waitFor(() => expect(received).toHaveLength(3))
        fixture.interrupt?.()
        sent.push(emitDelta('s1', '4'), emitDelta('s1', '5'))
        await vi.waitFor(() => expect(received).toHaveLength(5))
        fixture.interrupt?.()
        sent.push(emitDelta('s1', '6'))
        const marker = emitDelta('s1', 'marker')
        await vi.waitFor(() => expect(received.at(-1)).toEqual(marker))
        expect(received).toEqual([...sent, marker])
      })
    }
  })
}
