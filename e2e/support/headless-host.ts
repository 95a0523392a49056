import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export interface HeadlessHost {
  /** The URL printed at start, carrying the token; the page keeps it in its tab and strips it from the URL. */
  launchUrl: string
  origin: string
  /** `Authorization: Bearer <token>`, for calling the API from a spec (the page sends the same header). */
  apiHeaders: Record<string, string>
  dataDir: string
  stop(): Promise<void>
}

const root = resolve(__dirname, '../..')
export const headlessEntry = join(root, 'out/main/headless.js')
const startTimeoutMs = 30_000

interface HeadlessHostOptions {
  /** The home folder the host sees (`~` in typed paths); default: the test runner's. */
  home?: string
}

/** Starts the built headless host on a random port with a fresh data directory and reads the URL it prints. */
export async function startHeadlessHost(options: HeadlessHostOptions = {}): Promise<HeadlessHost> {
  if (!existsSync(headlessEntry)) {
    throw new Error(`${headlessEntry} is missing: build first with \`npx electron-vite build\`.`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'astro-e2e-'))
  const child = spawn(process.execPath, [headlessEntry, '--data-dir', dataDir, '--port', '0', '--no-open'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...(options.home ? { HOME: options.home } : {}) },
  })
  try {
    const launchUrl = await readLaunchUrl(child)
    const token = new URL(launchUrl).searchParams.get('token') ?? ''
    return {
      launchUrl,
      origin: new URL(launchUrl).origin,
      apiHeaders: { Authorization: `Bearer ${token}` },
      dataDir,
      stop: () => stop(child, dataDir),
    }
  } catch (error) {
    await stop(child, dataDir)
    throw error
  }
}

function readLaunchUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error(`The headless host printed no URL in ${startTimeoutMs} ms`)),
      startTimeoutMs,
    )
    function fail(error: Error) {
      clearTimeout(timer)
      reject(new Error(`${error.message}\n--- host output ---\n${output}`))
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolvePromise(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => fail(new Error(`The headless host exited with code ${code} before it was ready`)))
  })
}

async function stop(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolvePromise) => child.once('exit', () => resolvePromise()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  rmSync(dataDir, { recursive: true, force: true })
}
