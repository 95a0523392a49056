import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import type { CommandInput, CommandOutput } from '../../electron/shared/contract/commands'
import type { Settings } from '../../electron/shared/domain/settings'
import { commandKey, useCommand } from './use-command'
import { useCommandMutation } from './use-command-mutation'

type SettingsView = CommandOutput<'settings.get'>
type SettingsChange = CommandInput<'settings.set'>

export interface SettingsState {
  settings: Settings | null
  secretsSet: readonly string[]
  /** Why `settings.get` failed, for `<ErrorNotice>`; null while all is well. */
  loadError: Error | null
  /** Saves a patch (and write-only secrets); rejects with the engine's message so a form can show it. */
  save(change: SettingsChange): Promise<SettingsView>
  /** Asks the engine again (something outside this window changed the settings). */
  reload(): Promise<void>
}

const SettingsContext = createContext<SettingsState | null>(null)

/** The engine's settings (`settings.get`) for the whole window; a save shows its answer at once. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { data: view, error: loadError, refetch } = useCommand('settings.get', {})
  const { mutateAsync } = useCommandMutation('settings.set')

  const save = useCallback(
    async (change: SettingsChange) => {
      const saved = await mutateAsync(change)
      queryClient.setQueryData(commandKey('settings.get', {}), saved)
      return saved
    },
    [mutateAsync, queryClient],
  )

  const reload = useCallback(async () => {
    await refetch()
  }, [refetch])

  const state = useMemo<SettingsState>(
    () => ({ settings: view?.settings ?? null, secretsSet: view?.secretsSet ?? [], loadError, save, reload }),
    [view, loadError, save, reload],
  )
  return <SettingsContext.Provider value={state}>{children}</SettingsContext.Provider>
}

export function useSettings(): SettingsState {
  const state = useContext(SettingsContext)
  if (!state) throw new Error('useSettings needs a <SettingsProvider> above it')
  return state
}
