import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { CommandInput, CommandOutput } from '../../electron/shared/contract/commands'
import type { Settings } from '../../electron/shared/domain/settings'
import { describeError } from './describe-error'
import { useTransport } from './transport-context'

type SettingsView = CommandOutput<'settings.get'>
type SettingsChange = CommandInput<'settings.set'>

export interface SettingsState {
  settings: Settings | null
  secretsSet: readonly string[]
  loadError: string | null
  /** Saves a patch (and write-only secrets); rejects with the engine's message so a form can show it. */
  save(change: SettingsChange): Promise<SettingsView>
  reload(): Promise<void>
}

const SettingsContext = createContext<SettingsState | null>(null)

export function SettingsProvider({ children }: { children: ReactNode }) {
  const transport = useTransport()
  const [view, setView] = useState<SettingsView | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    try {
      setView(await transport.invoke('settings.get', {}))
      setLoadError(null)
    } catch (error) {
      setLoadError(describeError(error))
    }
  }, [transport])

  useEffect(() => {
    void reload()
  }, [reload])

  const save = useCallback(
    async (change: SettingsChange) => {
      const saved = await transport.invoke('settings.set', change)
      setView(saved)
      return saved
    },
    [transport],
  )

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
