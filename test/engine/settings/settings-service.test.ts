import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { createEngineLog } from '../../../electron/main/engine/log/engine-log'
import { createMemorySecretStore } from '../../../electron/main/engine/secrets/memory-secret-store'
import { createSettingsService } from '../../../electron/main/engine/settings/settings-service'
import { createSettingsStore } from '../../../electron/main/engine/settings/settings-store'
import { commands } from '../../../electron/shared/contract/commands'
import type { SettingsPatch } from '../../../electron/shared/contract/commands/settings-patch'
import type { HandlerContext } from '../../../electron/shared/contract/handlers'
import { settingsSchema } from '../../../electron/shared/domain/settings'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine, type TestEngine, useTestEngine } from '../../helpers/test-engine'

const tempDir = useTempDir()
const makeEngine = useTestEngine()
const context: HandlerContext = { signal: new AbortController().signal }

const openai = {
  id: 'openai',
  name: 'OpenAI',
  kind: 'openai' as const,
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
}

/** A patch straight to the engine's settings, as a trusted caller would send it (no schema parse first). */
function update(engine: TestEngine, patch: unknown) {
  return engine.handlers['settings.set']({ patch: patch as SettingsPatch, secrets: [] }, context)
}

async function current(engine: TestEngine) {
  return (await engine.handlers['settings.get']({}, context)).settings
}

/** What the host does before calling a handler: parse the raw input with the command's schema. */
function setSettings(engine: TestEngine, raw: unknown) {
  return engine.handlers['settings.set'](commands['settings.set'].input.parse(raw), context)
}

function storedRows(engine: TestEngine): Record<string, string> {
  const rows = engine.db().prepare('select key, value from settings').all() as { key: string; value: string }[]
  return Object.fromEntries(rows.map((row) => [row.key, row.value]))
}

describe('settings', () => {
  it('starts from the schema defaults with libraryDir under the data dir', async () => {
    const engine = await makeEngine()
    const view = await engine.handlers['settings.get']({}, context)
    expect(view).toEqual({
      settings: { ...settingsSchema.parse({}), libraryDir: join(engine.dataDir, 'library') },
      secretsSet: [],
    })
  })

  it('applies a patch without resetting what it does not mention, merging nested sections', async () => {
    const engine = await makeEngine()
    await setSettings(engine, { patch: { providers: [openai], activeProviderId: 'openai', theme: 'dark' } })
    await setSettings(engine, { patch: { permissions: { timeoutSeconds: 60 } } })
    const view = await setSettings(engine, { patch: { services: { webSearch: { backend: 'searxng' } } } })
    expect(view.settings.theme).toBe('dark')
    expect(view.settings.providers).toEqual([{ ...openai, toolProtocol: 'native', contextWindow: 128_000 }])
    expect(view.settings.permissions).toEqual({ timeoutSeconds: 60, rules: [], agentLevels: {} })
    expect(view.settings.services.webSearch).toEqual({ backend: 'searxng', baseUrl: '' })
    expect(view.settings.services.arxivBaseUrl).toBe('https://export.arxiv.org')
  })

  it('replaces arrays and free-form maps whole', async () => {
    const engine = await makeEngine()
    await update(engine, { prices: { a: { inputPerMillion: 1, outputPerMillion: 2 } } })
    const view = await update(engine, { prices: { b: { inputPerMillion: 3, outputPerMillion: 4 } } })
    expect(Object.keys(view.settings.prices)).toEqual(['b'])
  })

  it('persists settings in the database and reads them back after a restart', async () => {
    const dataDir = tempDir()
    const first = await createTestEngine({ dataDir })
    await update(first, { language: 'zh-CN', tools: { maxSteps: 40 } })
    expect(JSON.parse(storedRows(first).tools ?? 'null')).toEqual({
      timeoutSeconds: 120,
      maxSteps: 40,
      duplicateCallThreshold: 3,
    })
    await first.dispose()
    const second = await makeEngine({ dataDir })
    expect(await current(second)).toMatchObject({ language: 'zh-CN', tools: { maxSteps: 40 } })
  })

  it('rejects an invalid patch with a message naming the setting, and writes nothing', async () => {
    const engine = await makeEngine()
    await update(engine, { theme: 'light' })
    const before = storedRows(engine)
    const bad = update(engine, { theme: 'dark', providers: [{ ...openai, baseUrl: 'not a url' }] })
    await expect(bad).rejects.toMatchObject({
      code: 'invalid-settings',
      message: expect.stringMatching(/providers\.0\.baseUrl/),
    })
    await expect(update(engine, { themee: 'dark' })).rejects.toMatchObject({ code: 'invalid-settings' })
    expect(storedRows(engine)).toEqual(before)
    expect((await current(engine)).theme).toBe('light')
  })

  it('rejects settings that contradict each other', async () => {
    const engine = await makeEngine()
    await expect(update(engine, { activeProviderId: 'missing' })).rejects.toThrow(/activeProviderId/)
    await expect(update(engine, { providers: [openai, openai] })).rejects.toThrow(/another provider/)
    await expect(update(engine, { libraryDir: 'relative/dir' })).rejects.toThrow(/absolute path/)
    expect(storedRows(engine)).toEqual({})
  })

  it('keeps secrets in the secret store and reports only their names', async () => {
    const engine = await makeEngine()
    const view = await setSettings(engine, {
      patch: {},
      secrets: [
        { name: 'provider:openai', value: ' sk-test-secret-value\n' },
        { name: 'ads-token', value: 'ads-secret' },
      ],
    })
    expect(view.secretsSet).toEqual(['ads-token', 'provider:openai'])
    expect(JSON.stringify(view)).not.toContain('secret-value')
    expect(await engine.secretStore.get('provider:openai')).toBe('sk-test-secret-value')
    expect(JSON.stringify(storedRows(engine))).not.toContain('secret')
    const removed = await setSettings(engine, { secrets: [{ name: 'ads-token', value: null }] })
    expect(removed.secretsSet).toEqual(['provider:openai'])
  })

  it('falls back to defaults for a stored section that no longer validates, keeping the others', async () => {
    const dataDir = tempDir()
    const first = await createTestEngine({ dataDir })
    await update(first, { theme: 'dark', language: 'zh-CN' })
    first.db().prepare(`update settings set value = '"klingon"' where key = 'language'`).run()
    await first.dispose()
    const second = await makeEngine({ dataDir })
    expect(await current(second)).toMatchObject({ theme: 'dark', language: 'en' })
  })

  it('tells listeners about a change', async () => {
    const { db } = openDatabase(':memory:', migrations)
    const log = createEngineLog({ dataDir: tempDir(), clock: { now: () => 0 } })
    const settings = createSettingsService({
      store: createSettingsStore(db),
      secrets: createMemorySecretStore(),
      dataDir: tempDir(),
      logger: log.logger,
    })
    const seen: string[] = []
    const stop = settings.onChange((changed) => seen.push(changed.theme))
    await settings.update({ theme: 'dark' })
    stop()
    await settings.update({ theme: 'light' })
    expect(seen).toEqual(['dark'])
    db.close()
  })
})
