import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createEngine } from '../../../electron/main/engine/engine'
import { createEngineLog } from '../../../electron/main/engine/log/engine-log'
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
    expect(engine.db().pragma('journal_mode', { simple: true })).toBe('wal')
    expect(Number(engine.db().pragma('user_version', { simple: true }))).toBeGreaterThanOrEqual(1)
    const info = await engine.handlers['app.info']({}, context)
    expect(info.vecVersion).toMatch(/^v\d+\.\d+\.\d+/)
  })

  it('answers app.info with host, version, data dir and database versions', async () => {
    const engine = await makeEngine({ appVersion: '1.2.3' })
    const info = await engine.handlers['app.info']({}, context)
    expect(info).toEqual({
      name: 'AstroResearch',
      version: '1.2.3',
      host: 'test',
      dataDir: engine.dataDir,
      sqliteVersion: engine.db().prepare('select sqlite_version() as version').pluck().get(),
      vecVersion: expect.stringMatching(/^v\d/),
    })
    expect(info.sqliteVersion).toMatch(/^3\.\d+\.\d+$/)
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
    const clock = createManualClock()
    const log = createEngineLog({ dataDir, clock })
    const engine = await createEngine({ host: 'test', dataDir, appVersion: '0.0.0', secrets, clock, log })
    log.logger.warn('Provider rejected sk-stored-secret-0001', { detail: 'key was sk-stored-secret-0001' })
    log.logger.info('Plain value', { value: (await secrets.get('provider:openai')) ?? '' })
    await engine.dispose()
    await engine.dispose()
    const written = readFileSync(join(dataDir, 'logs', 'astroresearch.log'), 'utf8')
    expect(written).toContain('Engine started')
    expect(written).toContain('Engine stopped')
    expect(written).not.toContain('stored-secret-0001')
    expect(written.match(/Engine stopped/g)).toHaveLength(1)
  })

  it('redacts a secret stored through settings.set from every later log line', async () => {
    const engine = await makeEngine()
    await engine.handlers['settings.set'](
      { patch: {}, secrets: [{ name: 'ads-token', value: 'plain-ads-token-value' }] },
      context,
    )
    engine.log.logger.error('ADS rejected plain-ads-token-value', { url: 'https://ads.test/?q=plain-ads-token-value' })
    const log = readFileSync(join(engine.dataDir, 'logs', 'astroresearch.log'), 'utf8')
    expect(log).toContain('ADS rejected [redacted]')
    expect(log).not.toContain('plain-ads-token-value')
  })

  it('closes the database on dispose: the WAL is checkpointed into the file and removed', async () => {
    const engine = await makeEngine()
    await engine.handlers['session.create']({ title: 'Kept' }, context)
    const wal = join(engine.dataDir, 'astroresearch.sqlite-wal')
    expect(existsSync(wal)).toBe(true)
    await engine.dispose()
    expect(existsSync(wal)).toBe(false)
  })
})
