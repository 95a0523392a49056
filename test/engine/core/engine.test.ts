import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../../../electron/main/engine/engine'
import { createMemorySecretStore } from '../../../electron/main/engine/secrets/memory-secret-store'
import { commandNames } from '../../../electron/shared/contract/commands'
import type { HandlerContext } from '../../../electron/shared/contract/handlers'
import { useTempDir } from '../../helpers/temp-dir'
import { createManualClock, useTestEngine } from '../../helpers/test-engine'

const tempDir = useTempDir()
const makeEngine = useTestEngine()
const context: HandlerContext = { signal: new AbortController().signal }

describe('engine', () => {
  it('opens <dataDir>/astroresearch.sqlite migrated to the newest version, with sqlite-vec loaded', async () => {
    const engine = await makeEngine()
    expect(existsSync(join(engine.dataDir, 'astroresearch.sqlite'))).toBe(true)
    expect(engine.database.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(Number(engine.database.db.pragma('user_version', { simple: true }))).toBeGreaterThanOrEqual(1)
    expect(engine.database.vecVersion).toMatch(/^v\d+\.\d+\.\d+/)
  })

  it('answers app.info with host, version, data dir and database versions', async () => {
    const engine = await makeEngine({ appVersion: '1.2.3' })
    expect(await engine.handlers['app.info']({}, context)).toEqual({
      name: 'AstroResearch',
      version: '1.2.3',
      host: 'test',
      dataDir: engine.dataDir,
      sqliteVersion: engine.database.sqliteVersion,
      vecVersion: engine.database.vecVersion,
    })
    expect(engine.database.sqliteVersion).toMatch(/^3\.\d+\.\d+$/)
  })

  it('has a handler function for every command of the contract', async () => {
    const engine = await makeEngine()
    for (const name of commandNames) expect(typeof engine.handlers[name], name).toBe('function')
  })

  it('stamps events with the host clock', async () => {
    const engine = await makeEngine({ now: 42_000 })
    const session = await engine.handlers['session.create']({}, context)
    expect(engine.events.replay({ sessionId: session.id })).toMatchObject([{ seq: 1, at: 42_000 }])
  })

  it('logs start and stop and never logs a stored secret', async () => {
    const dataDir = tempDir()
    const secrets = createMemorySecretStore({ 'provider:openai': 'sk-stored-secret-0001' })
    const engine = await createEngine({
      host: 'test',
      dataDir,
      appVersion: '0.0.0',
      secrets,
      notifier: { notify: () => undefined },
      clock: createManualClock(),
    })
    engine.logger.warn('Provider rejected sk-stored-secret-0001', { detail: 'key was sk-stored-secret-0001' })
    engine.logger.info('Plain value', { value: (await secrets.get('provider:openai')) ?? '' })
    await engine.dispose()
    await engine.dispose()
    const log = readFileSync(join(dataDir, 'logs', 'astroresearch.log'), 'utf8')
    expect(log).toContain('Engine started')
    expect(log).toContain('Engine stopped')
    expect(log).not.toContain('stored-secret-0001')
    expect(log.match(/Engine stopped/g)).toHaveLength(1)
  })

  it('redacts a secret stored through settings.set from every later log line', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set'](
      { patch: {}, secrets: [{ name: 'ads-token', value: 'plain-ads-token-value' }] },
      context,
    )
    engine.logger.error('ADS rejected plain-ads-token-value', { url: 'https://ads.test/?q=plain-ads-token-value' })
    const log = readFileSync(join(engine.dataDir, 'logs', 'astroresearch.log'), 'utf8')
    expect(log).toContain('ADS rejected [redacted]')
    expect(log).not.toContain('plain-ads-token-value')
  })

  it('closes the database on dispose', async () => {
    const engine = await makeEngine()
    await engine.dispose()
    expect(engine.database.db.open).toBe(false)
  })
})
