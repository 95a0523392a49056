import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Bench, BenchRow } from './bench-types'

const root = join(__dirname, '..')
const headless = join(root, 'out/main/headless.js')
const RUNS = 5

interface Started {
  readyMs: number
  residentMb: number
}

/** Spawns `args`, waits for `ready` on stdout, reads the resident memory a second later, and stops the process. */
function startOnce(args: string[], ready: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const begun = performance.now()
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let readyMs: number | null = null
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (readyMs !== null || !output.includes(ready)) return
      readyMs = performance.now() - begun
      const measured = readyMs
      setTimeout(() => {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        const resident = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
        child.kill('SIGTERM')
        resolve({ readyMs: measured, residentMb: resident })
      }, 1000)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (readyMs === null) reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`))
    })
  })
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function medians(args: () => string[], ready: string): Promise<Started> {
  const runs: Started[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(args(), ready))
  return { readyMs: median(runs.map((run) => run.readyMs)), residentMb: median(runs.map((run) => run.residentMb)) }
}

const bareServer = [
  '-e',
  "require('node:http').createServer().listen(0, '127.0.0.1', function () { console.log('listening') })",
]

export const bench: Bench = {
  name: 'start-up',
  async run(): Promise<BenchRow[]> {
    if (!existsSync(headless)) {
      return [
        {
          suite: 'start-up',
          case: 'headless host: URL printed',
          ours: 'not built',
          peer: '–',
          peerName: 'run `npm run build` first',
          goal: '≤ 300 ms',
          met: null,
        },
      ]
    }
    const dataDirs: string[] = []
    const fresh = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-start-'))
      dataDirs.push(dataDir)
      return [headless, '--data-dir', dataDir, '--port', '0', '--no-open']
    }
    try {
      await startOnce(fresh(), 'running at')
      const ours = await medians(fresh, 'running at')
      const peer = await medians(() => bareServer, 'listening')
      return [
        {
          suite: 'start-up',
          case: `headless host: URL printed (median of ${RUNS})`,
          ours: `${ours.readyMs.toFixed(0)} ms`,
          peer: `${peer.readyMs.toFixed(0)} ms`,
          peerName: 'bare Node HTTP server',
          goal: '≤ 300 ms',
          met: ours.readyMs <= 300,
        },
        {
          suite: 'start-up',
          case: 'headless host: resident memory when idle',
          ours: `${ours.residentMb.toFixed(0)} MB`,
          peer: `${peer.residentMb.toFixed(0)} MB`,
          peerName: 'bare Node HTTP server',
          goal: '–',
          met: null,
        },
      ]
    } finally {
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
