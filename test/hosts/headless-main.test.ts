import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { logFilePath } from '../../electron/main/engine/log/logger'
import { useTempDir } from '../helpers/temp-dir'

const root = resolve(__dirname, '../..')
const tempDir = useTempDir('astro-headless-')
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts the real CLI entry and resolves with the URL it prints. */
function startHeadless(args: string[]): Promise<{ child: ChildProcess; url: URL; output: () => string }> {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['electron/main/hosts/headless/main.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolveStart, rejectStart) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /AstroResearch is running at (\S+)/.exec(output)
      if (match?.[1] !== undefined) resolveStart({ child, url: new URL(match[1]), output: () => output })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => rejectStart(new Error(`headless host exited with ${code}: ${output}`)))
  })
}

describe('headless host command line', () => {
  it('prints a token URL, keeps secrets in a 0600 file out of the log, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir()
    const { child, url } = await startHeadless(['--data-dir', dataDir, '--port', '0', '--no-open'])
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
    const secretsFile = join(dataDir, 'secrets.json')
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600)
    expect(readFileSync(secretsFile, 'utf8')).toContain(secret)

    const exitCode = new Promise<number | null>((resolveExit) => child.on('exit', resolveExit))
    child.kill('SIGTERM')
    expect(await exitCode).toBe(0)
    const log = readFileSync(logFilePath(dataDir), 'utf8')
    expect(log).toContain('Headless host listening')
    expect(log).toContain('Engine stopped')
    expect(log).not.toContain(secret)
  })

  it('refuses a bad port with a message naming the flag', async () => {
    await expect(startHeadless(['--data-dir', tempDir(), '--port', 'eighty'])).rejects.toThrow(/--port must be/)
  })
})
