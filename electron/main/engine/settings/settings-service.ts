import { join } from 'node:path'
import type { z } from 'zod'
import type { settingsViewSchema } from '../../../shared/contract/commands/settings'
import { type SettingsPatch, settingsPatchSchema } from '../../../shared/contract/commands/settings-patch'
import type { Unsubscribe } from '../../../shared/contract/transport'
import { type SecretName, type Settings, settingsSchema } from '../../../shared/domain/settings'
import type { SecretStore } from '../ports/engine-deps'
import type { Logger } from '../ports/log'
import { libraryDirProblem } from './library-dir-rules'
import { mergeBySchema } from './merge-settings'
import { describeIssues, invalidSettings } from './settings-errors'
import { crossFieldProblems } from './settings-rules'
import type { SettingsStore } from './settings-store'

export type SettingsView = z.infer<typeof settingsViewSchema>

/** A string stores the secret (trimmed); null or an empty string removes it. */
export interface SecretUpdate {
  name: SecretName
  value: string | null
}

export interface SettingsService {
  /** The current settings with defaults applied (`libraryDir` resolved to `<dataDir>/library` when unset). */
  get(): Settings
  /** Settings plus the names of the secrets that are set; secret values never leave the engine this way. */
  view(): Promise<SettingsView>
  /** Validates the merged result first; an invalid patch throws `invalid-settings` and writes nothing. */
  update(patch: unknown, secrets?: readonly SecretUpdate[]): Promise<SettingsView>
  secret(name: SecretName): Promise<string | null>
  onChange(listener: (settings: Settings) => void): Unsubscribe
}

interface SettingsServiceOptions {
  store: SettingsStore
  secrets: SecretStore
  dataDir: string
  logger: Logger
}

function defaultLibraryDir(dataDir: string): string {
  return join(dataDir, 'library')
}

export function createSettingsService(options: SettingsServiceOptions): SettingsService {
  const { store, secrets, dataDir, logger } = options
  const listeners = new Set<(settings: Settings) => void>()
  let stored = load()

  /** Stored sections that no longer validate fall back to their defaults instead of losing every setting. */
  function load(): Settings {
    const raw = store.readAll()
    const whole = settingsSchema.safeParse(raw)
    if (whole.success) return whole.data
    const kept: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(raw)) {
      if (settingsSchema.safeParse({ [key]: value }).success) kept[key] = value
      else logger.warn('Stored setting is invalid; using its default', { key })
    }
    return settingsSchema.parse(kept)
  }

  function effective(settings: Settings): Settings {
    return settings.libraryDir === '' ? { ...settings, libraryDir: defaultLibraryDir(dataDir) } : settings
  }

  async function view(): Promise<SettingsView> {
    return { settings: effective(stored), secretsSet: await secrets.list() }
  }

  function validate(patch: unknown): { next: Settings; changed: Record<string, unknown> } {
    const parsedPatch = settingsPatchSchema.safeParse(patch)
    if (!parsedPatch.success) throw invalidSettings(describeIssues(parsedPatch.error.issues))
    const merged = mergeBySchema(settingsSchema, stored, parsedPatch.data as SettingsPatch & Record<string, unknown>)
    const parsed = settingsSchema.safeParse(merged)
    if (!parsed.success) throw invalidSettings(describeIssues(parsed.error.issues))
    const problems = crossFieldProblems(parsed.data)
    // Checked when it changes only: a library folder removed later must not block saving other settings.
    const libraryDir =
      parsedPatch.data.libraryDir === undefined ? undefined : libraryDirProblem(parsed.data.libraryDir, dataDir)
    if (libraryDir !== undefined && problems.every((problem) => !problem.startsWith('libraryDir:')))
      problems.push(libraryDir)
    if (problems.length > 0) throw invalidSettings(problems.join('; '))
    const changed: Record<string, unknown> = {}
    for (const key of Object.keys(parsedPatch.data) as (keyof Settings)[]) changed[key] = parsed.data[key]
    return { next: parsed.data, changed }
  }

  /** Before the sections, so a listener reacting to the change (MCP servers restarting) reads the new secrets. */
  async function writeSecrets(secretUpdates: readonly SecretUpdate[]): Promise<void> {
    for (const update of secretUpdates) {
      const value = update.value?.trim() ?? ''
      if (value === '') await secrets.delete(update.name)
      else await secrets.set(update.name, value)
      logger.info(value === '' ? 'Secret removed' : 'Secret stored', { name: update.name })
    }
  }

  return {
    get: () => effective(stored),
    view,
    async update(patch, secretUpdates = []) {
      const { next, changed } = validate(patch)
      await writeSecrets(secretUpdates)
      if (Object.keys(changed).length > 0) {
        store.writeSections(changed)
        stored = next
        logger.info('Settings saved', { sections: Object.keys(changed) })
        for (const listener of listeners) {
          try {
            listener(effective(stored))
          } catch (error) {
            logger.error('A settings listener failed', { error })
          }
        }
      }
      return view()
    },
    secret: (name) => secrets.get(name),
    onChange(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
