import { z } from 'zod'
import type { AbortSignalLike } from '../../electron/shared/contract/abort-signal'
import type { CommandName } from '../../electron/shared/contract/commands'
import { eventSchema } from '../../electron/shared/contract/events'
import type { Bridge, Transport } from '../../electron/shared/contract/transport'
import { abortable } from './abortable'
import { parseOutput } from './parse-output'
import { cancelledError, commandErrorFrom, errorShapeSchema, malformedReplyError } from './transport-errors'

/** What the Electron host answers to every `invoke` (errors travel as data: Electron would drop their code). */
export const ipcReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), output: z.unknown() }),
  z.object({ ok: z.literal(false), error: errorShapeSchema }),
])

/** The contract over the preload's `window.bridge`. */
export function createIpcTransport(bridge: Bridge): Transport {
  return {
    async invoke<N extends CommandName>(name: N, input: unknown, options?: { signal?: AbortSignalLike }) {
      const signal = options?.signal
      if (signal?.aborted) throw cancelledError()
      const callId = crypto.randomUUID()
      const raw = await abortable(bridge.invoke(callId, name, input), signal, () => bridge.cancel(callId))
      const reply = ipcReplySchema.safeParse(raw)
      if (!reply.success) throw malformedReplyError('the reply is not { ok, output | error }')
      if (!reply.data.ok) throw commandErrorFrom(reply.data.error)
      return parseOutput(name, reply.data.output)
    },
    subscribe(filter, listener) {
      let lastSeq = filter.afterSeq ?? -1
      return bridge.subscribe(filter, (raw) => {
        const event = eventSchema.safeParse(raw)
        if (!event.success || event.data.seq <= lastSeq) return
        lastSeq = event.data.seq
        listener(event.data)
      })
    },
  }
}
