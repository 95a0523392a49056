import type { CommandName, CommandOutput } from '../../../shared/contract/commands'
import { eventFilterSchema } from '../../../shared/contract/events'
import type { Transport } from '../../../shared/contract/transport'
import { dispatchCommand } from '../common/dispatch-command'
import type { EngineCore } from '../common/engine-core'
import { linkAbortSignal } from '../common/link-abort-signal'

/** The contract over a direct engine reference: same validation and error shapes as the other transports. */
export function createInProcessTransport(engine: EngineCore): Transport {
  return {
    async invoke<N extends CommandName>(name: N, input: unknown, options?: Parameters<Transport['invoke']>[2]) {
      const { controller, release } = linkAbortSignal(options?.signal)
      try {
        return (await dispatchCommand(engine.handlers, name, input, controller.signal)) as CommandOutput<N>
      } finally {
        release()
      }
    },
    subscribe(filter, listener) {
      return engine.events.subscribe(eventFilterSchema.parse(filter), listener)
    },
  }
}
