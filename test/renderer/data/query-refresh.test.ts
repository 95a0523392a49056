import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { createInProcessTransport } from '../../../electron/main/hosts/in-process/in-process-transport'
import type { CommandInput, CommandName, CommandOutput } from '../../../electron/shared/contract/commands'
import type { Transport } from '../../../electron/shared/contract/transport'
import { areaOf } from '../../../src/data/command-areas'
import { createQueryClient, refreshAreas, refreshOnEngineEvents } from '../../../src/data/query-client'
import { commandKey } from '../../../src/data/use-command'
import { useTestEngine } from '../../helpers/test-engine'

const createTestEngine = useTestEngine()

/** A real engine through the contract, counting the commands asked of it. */
async function connect() {
  const transport = createInProcessTransport(await createTestEngine())
  const asked: string[] = []
  const counting: Transport = {
    invoke: (name, input, options) => {
      asked.push(name)
      return transport.invoke(name, input, options)
    },
    subscribe: (filter, listener) => transport.subscribe(filter, listener),
  }
  return { transport: counting, asked }
}

/** A query kept active the way a screen showing it keeps it, as `useCommand` builds it. */
function watch<N extends CommandName>(
  transport: Transport,
  client: ReturnType<typeof createQueryClient>,
  name: N,
  input: CommandInput<N>,
) {
  const observer = new QueryObserver<CommandOutput<N>>(client, {
    queryKey: commandKey(name, input),
    queryFn: ({ signal }) => transport.invoke(name, input, { signal }),
  })
  const stop = observer.subscribe(() => undefined)
  return { current: () => observer.getCurrentResult().data, stop }
}

describe('the renderer cache of engine answers', () => {
  it('asks again the queries of the areas an engine event changes, and only those', async () => {
    const { transport, asked } = await connect()
    const client = createQueryClient()
    const session = await transport.invoke('session.create', {})
    const sessions = watch(transport, client, 'session.list', {})
    const papers = watch(transport, client, 'library.list', {})
    await vi.waitFor(() => expect(sessions.current() && papers.current()).toBeTruthy())
    const stopFollowing = refreshOnEngineEvents(transport, client)

    await transport.invoke('session.rename', { id: session.id, title: 'Cepheid distances' })

    await vi.waitFor(() =>
      expect(sessions.current()?.find((listed) => listed.id === session.id)?.title).toBe('Cepheid distances'),
    )
    expect(asked.filter((name) => name === 'library.list')).toHaveLength(1)
    stopFollowing()
    sessions.stop()
    papers.stop()
  })

  it('refreshes the area of a write that succeeded, without any event', async () => {
    const { transport } = await connect()
    const client = createQueryClient()
    const sessions = watch(transport, client, 'session.list', {})
    await vi.waitFor(() => expect(sessions.current()).toEqual([]))

    const created = await transport.invoke('session.create', {})
    expect(sessions.current()).toEqual([])
    await refreshAreas(client, [areaOf('session.create')])

    expect(sessions.current()?.map((listed) => listed.id)).toEqual([created.id])
    sessions.stop()
  })

  it('puts every library command in one area, so a paper edit refreshes the lists of tags and collections', () => {
    expect(new Set(['paper.update', 'tag.list', 'collection.create', 'library.list'].map(areaOf))).toEqual(
      new Set(['library']),
    )
  })
})
