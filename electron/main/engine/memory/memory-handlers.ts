import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import type { MemoryStore } from './memory-store'

/** Settings → Memory: list, edit, turn off and delete what the agent saved with save_memory. */
export function createMemoryHandlers(
  memory: MemoryStore,
): Pick<Handlers, 'memory.list' | 'memory.update' | 'memory.delete'> {
  return {
    'memory.list': async () => memory.list(),
    'memory.update': async ({ id, content, enabled }) => {
      const outcome = memory.update(id, {
        ...(content !== undefined ? { content } : {}),
        ...(enabled !== undefined ? { enabled } : {}),
      })
      if (outcome === null) {
        throw new CommandError(
          'not-found',
          `No memory with id ${id}.`,
          'Reload Settings → Memory; it may have been deleted.',
        )
      }
      if (outcome.status === 'rejected') {
        throw new CommandError(
          'invalid-input',
          `The memory was not changed: ${outcome.reason}`,
          'Write it as one specific, lasting fact.',
        )
      }
      if (outcome.status === 'duplicate') {
        throw new CommandError(
          'invalid-input',
          `The memory was not changed: it would repeat another memory ("${outcome.existing.content}").`,
          'Edit or delete the other memory instead.',
        )
      }
      return outcome.memory
    },
    'memory.delete': async ({ id }) => ({ deleted: memory.delete(id) }),
  }
}
