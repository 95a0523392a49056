import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createLogger, logFilePath } from '../../../electron/main/engine/log/logger'
import { createRedactor } from '../../../electron/main/engine/log/redact'
import { useTempDir } from '../../helpers/temp-dir'
import { createManualClock } from '../../helpers/test-engine'

const tempDir = useTempDir()

function readLines(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('logger', () => {
  it('writes one JSON object a line under <dataDir>/logs with time, level, message and fields', () => {
    const dataDir = tempDir()
    const logger = createLogger({ dataDir, clock: createManualClock(Date.UTC(2026, 0, 2)), redactor: createRedactor() })
    logger.info('Engine started', { host: 'test' })
    logger.child({ area: 'agent' }).warn('Slow step', { step: 3 })
    const lines = readLines(join(dataDir, 'logs', 'astroresearch.log'))
    expect(lines).toEqual([
      { host: 'test', time: '2026-01-02T00:00:00.000Z', level: 'info', message: 'Engine started' },
      { area: 'agent', step: 3, time: '2026-01-02T00:00:00.000Z', level: 'warn', message: 'Slow step' },
    ])
  })

  it('drops lines below the configured level', () => {
    const dataDir = tempDir()
    const logger = createLogger({ dataDir, clock: createManualClock(), redactor: createRedactor(), level: 'warn' })
    logger.debug('noise')
    logger.info('more noise')
    logger.error('kept')
    expect(readLines(logFilePath(dataDir)).map((line) => line.message)).toEqual(['kept'])
  })

  it('never writes secrets: known values, key-like strings and sensitive fields are redacted', () => {
    const dataDir = tempDir()
    const redactor = createRedactor()
    redactor.addSecret('ads-token-value-42')
    const logger = createLogger({ dataDir, clock: createManualClock(), redactor })
    logger.info('Request failed for sk-live-0123456789abcdef', {
      url: 'https://api.test/v1?api_key=plain-query-secret',
      headers: { authorization: 'Bearer header-secret-value' },
      apiKey: 'field-secret-value',
      note: 'token ads-token-value-42 was used',
      error: new Error('Bearer another-secret-in-error'),
    })
    const text = readFileSync(logFilePath(dataDir), 'utf8')
    for (const secret of [
      'sk-live-0123456789abcdef',
      'plain-query-secret',
      'header-secret-value',
      'field-secret-value',
      'ads-token-value-42',
      'another-secret-in-error',
    ]) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('[redacted]')
  })

  it('rotates by size and keeps only the configured number of old files', () => {
    const dataDir = tempDir()
    const logger = createLogger({
      dataDir,
      clock: createManualClock(),
      redactor: createRedactor(),
      maxBytes: 400,
      maxFiles: 2,
    })
    for (let index = 0; index < 40; index += 1) logger.info(`line ${index}`, { padding: 'x'.repeat(40) })
    const path = logFilePath(dataDir)
    const files = readdirSync(join(dataDir, 'logs')).sort()
    expect(files).toEqual(['astroresearch.log', 'astroresearch.log.1', 'astroresearch.log.2'])
    for (const file of files) expect(readFileSync(join(dataDir, 'logs', file)).byteLength).toBeLessThanOrEqual(400)
    const newest = readLines(path).map((line) => line.message)
    const previous = readLines(`${path}.1`).map((line) => line.message)
    expect(newest.at(-1)).toBe('line 39')
    const lastOfPrevious = Number(String(previous.at(-1)).split(' ')[1])
    const firstOfNewest = Number(String(newest[0]).split(' ')[1])
    expect(firstOfNewest).toBe(lastOfPrevious + 1)
    expect(existsSync(`${path}.3`)).toBe(false)
  })

  it('continues an existing log file after a restart and rotates it when full', () => {
    const dataDir = tempDir()
    const options = { dataDir, clock: createManualClock(), redactor: createRedactor(), maxBytes: 300, maxFiles: 1 }
    const first = createLogger(options)
    first.info('before restart', { padding: 'y'.repeat(150) })
    const second = createLogger(options)
    second.info('after restart', { padding: 'y'.repeat(150) })
    expect(readLines(`${logFilePath(dataDir)}.1`).map((line) => line.message)).toEqual(['before restart'])
    expect(readLines(logFilePath(dataDir)).map((line) => line.message)).toEqual(['after restart'])
  })
})
