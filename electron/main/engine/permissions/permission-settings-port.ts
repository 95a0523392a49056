import type { PermissionRule } from '../../../shared/domain/settings'
import type { PermissionLevel } from './permission-rule'

export interface PermissionSettings {
  timeoutSeconds: number
  rules: readonly PermissionRule[]
  agentLevels: Readonly<Record<string, Readonly<Record<string, PermissionLevel>>>>
}

/** Where permission settings live (the settings store); read at every check so edits apply to the next call. */
export interface PermissionSettingsPort {
  read(): PermissionSettings
  writeRules(rules: PermissionRule[]): Promise<void>
}

/** A port over a plain object, for hosts and tests that keep settings in memory. */
export function inMemoryPermissionSettings(initial: Partial<PermissionSettings> = {}): PermissionSettingsPort {
  let current: PermissionSettings = { timeoutSeconds: 300, rules: [], agentLevels: {}, ...initial }
  return {
    read: () => current,
    writeRules: async (rules) => {
      current = { ...current, rules: [...rules] }
    },
  }
}
