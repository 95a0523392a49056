import { useCallback, useEffect, useState } from 'react'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

export type MemoryView = CommandOutput<'memory.list'>[number]

export interface MemoriesState {
  memories: MemoryView[] | null
  loadError: string | null
  /** Resolves with the memory as stored; rejects with the engine's reason (too vague, a duplicate). */
  update(id: string, change: { content?: string; enabled?: boolean }): Promise<void>
  remove(id: string): Promise<void>
}

/** What save_memory kept, as the engine lists it when Settings opens. */
export function useMemories(): MemoriesState {
  const transport = useTransport()
  const [memories, setMemories] = useState<MemoryView[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    transport.invoke('memory.list', {}).then(
      (listed) => {
        if (live) setMemories(listed)
      },
      (error: unknown) => {
        if (live) setLoadError(describeError(error))
      },
    )
    return () => {
      live = false
    }
  }, [transport])

  const update = useCallback<MemoriesState['update']>(
    async (id, change) => {
      const replace = (next: (memory: MemoryView) => MemoryView) =>
        setMemories((current) => current?.map((memory) => (memory.id === id ? next(memory) : memory)) ?? null)
      const { enabled } = change
      // The switch moves at once; it moves back if the engine refuses.
      if (enabled !== undefined) replace((memory) => ({ ...memory, enabled }))
      try {
        const stored = await transport.invoke('memory.update', { id, ...change })
        replace(() => stored)
      } catch (error) {
        if (enabled !== undefined) replace((memory) => ({ ...memory, enabled: !enabled }))
        throw error
      }
    },
    [transport],
  )
  const remove = useCallback(
    async (id: string) => {
      await transport.invoke('memory.delete', { id })
      setMemories((current) => current?.filter((memory) => memory.id !== id) ?? null)
    },
    [transport],
  )
  return { memories, loadError, update, remove }
}
