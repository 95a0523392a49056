import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(__dirname, '../..')
const startTimeoutMs = 60_000

/** How a spawned process ended, and when (`performance.now()` in this process). */
export interface ProcessExit {
  code: number | null
  signal: NodeJS.Signals | null
  at: number
}

export interface HeadlessProcess {
  origin: string
  /** `Authorization: Bearer <token>` */
  headers: Record<string, string>
  dataDir: string
  pid: number
  child: ChildProcess
  /** What it printed so far (stdout and stderr). */
  output(): string
  exited: Promise<ProcessExit>
  invoke<Output = unknown>(command: string, input: unknown): Promise<Output>
  /** SIGTERM, SIGKILL after 10 s; removes the data dir it made. */
  stop(): Promise<void>
}

/** `node` running one of the headless entry points from source, as `npm run headless|library|agent` do. */
export function spawnFromSource(
  entry: 'main' | 'library-cli' | 'agent-cli',
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [
      // tsx's ESM and CommonJS hooks both: the engine's lazy `await import('./…')` needs the first.
      '--import',
      'tsx',
      '--require',
      './scripts/markdown-require.cjs',
      join(root, `electron/main/hosts/headless/${entry}.ts`),
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production', ...env } },
  )
}

export function exitOf(child: ChildProcess): Promise<ProcessExit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode, at: performance.now() })
      return
    }
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() }))
  })
}

/** Starts the headless host (from source) on a random port with its own data dir and reads the URL it prints. */
export async function startHeadlessProcess(
  options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<HeadlessProcess> {
  const ownsDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'astro-host-'))
  const child = spawnFromSource('main', ['--data-dir', dataDir, '--port', '0', '--no-open'], options.env)
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = exitOf(child)
  const launchUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The host printed no URL in ${startTimeoutMs} ms:\n${output}`)),
      startTimeoutMs,
    )
    const onData = () => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output)
      if (!match?.[1]) return
      clearTimeout(timer)
      resolve(match[1])
    }
    child.stdout?.on('data', onData)
    void exited.then((exit) => {
      clearTimeout(timer)
      reject(new Error(`The host exited (${exit.code ?? exit.signal}) before it was ready:\n${output}`))
    })
  })
  const url = new URL(launchUrl)
  const headers = { Authorization: `Bearer ${url.searchParams.get('token') ?? ''}` }
  return {
    origin: url.origin,
    headers,
    dataDir,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    exited,
    async invoke<Output>(command: string, input: unknown): Promise<Output> {
      const response = await fetch(`${url.origin}/api/invoke/${command}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
      const body = (await response.json()) as Output
      if (!response.ok) throw new Error(`${command} answered ${response.status}: ${JSON.stringify(body)}`)
      return body
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
