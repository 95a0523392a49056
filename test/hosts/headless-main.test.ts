import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { logFilePath } from '../../electron/main/engine/log/logger'
import { parseHeadlessArgs } from '../../electron/main/hosts/headless/cli-options'
import { SECRETS_FILE_NAME } from '../../electron/main/hosts/headless/headless-deps'
import { runHeadless } from '../../electron/main/hosts/headless/run-headless'
import { useTempDir } from '../helpers/temp-dir'

const tempDir = useTempDir('astro-headless-')

describe('headless host command line', () => {
  it('prints a token URL, keeps secrets in a 0600 file out of the log, and stops cleanly', async () => {
    const dataDir = tempDir()
    const printed: string[] = []
    const options = parseHeadlessArgs(['--data-dir', dataDir, '--port', '0', '--no-open'], tempDir())
    const running = await runHeadless(options, { print: (line) => printed.push(line), appVersion: '1.2.3' })
    try {
      const url = new URL(/AstroResearch is running at (\S+)/.exec(printed.join('\n'))?.[1] ?? '')
      expect(url.hostname).toBe('127.0.0.1')
      const token = url.searchParams.get('token') ?? ''
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)

      const secret = 'sk-test-0123456789abcdef'
      const response = await fetch(`${url.origin}/api/invoke/settings.set`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ secrets: [{ name: 'provider:openai', value: secret }] }),
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { secretsSet: string[] }).secretsSet).toEqual(['provider:openai'])
      const secretsFile = join(dataDir, SECRETS_FILE_NAME)
      expect(statSync(secretsFile).mode & 0o777).toBe(0o600)
      expect(readFileSync(secretsFile, 'utf8')).toContain(secret)
    } finally {
      await running.stop('test')
    }
    const log = readFileSync(logFilePath(dataDir), 'utf8')
    expect(log).toContain('Headless host listening')
    expect(log).toContain('Engine stopped')
    expect(log).not.toContain('sk-test-0123456789abcdef')
  })

  it('reads --data-dir, --port and --no-open, and refuses a bad port naming the flag', () => {
    const options = parseHeadlessArgs(['--data-dir', '/srv/astro', '--port', '4317', '--no-open'], '/app/renderer')
    expect(options).toMatchObject({ dataDir: '/srv/astro', port: 4317, open: false, staticDir: '/app/renderer' })
    expect(parseHeadlessArgs([], '/app/renderer')).toMatchObject({ port: 0, open: true })
    expect(() => parseHeadlessArgs(['--port', 'eighty'], '/r')).toThrow(/--port must be/)
    expect(() => parseHeadlessArgs(['--port', '70000'], '/r')).toThrow(/--port must be/)
    expect(() => parseHeadlessArgs(['--colour'], '/r')).toThrow(/colour/)
  })
})
