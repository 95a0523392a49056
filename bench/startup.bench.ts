import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Bench, BenchRow } from './bench-types'

const root = join(__dirname, '..')
const headless = join(root, 'out/main/headless.js')
const RUNS = 7
/** Idle memory is read this long after ready: the folder watchers have started by then. */
const IDLE_AFTER_MS = 2000
/** Linux counts a process's CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100

interface Started {
  readyMs: number
  /** CPU time (user + system) the process had used when it was ready: what the machine's load does not inflate. */
  cpuMs: number
  residentMb: number
}

/** CPU time a running process has used so far, from `/proc/<pid>/stat` (utime and stime, fields 14 and 15). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** Spawns `args`, waits for `ready` on stdout, reads the resident memory once it is idle, and stops the process. */
function startOnce(args: string[], ready: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const begun = performance.now()
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let readyMs: number | null = null
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (readyMs !== null || !output.includes(ready) || child.pid === undefined) return
      readyMs = performance.now() - begun
      const measured = readyMs
      const cpuMs = cpuMsOf(child.pid)
      setTimeout(() => {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        const resident = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
        // The next run may use the same data dir: it is free once this process has exited.
        child.once('exit', () => resolve({ readyMs: measured, cpuMs, residentMb: resident }))
        child.kill('SIGTERM')
      }, IDLE_AFTER_MS)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (readyMs === null) reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`))
    })
  })
}

interface Spread {
  median: number
  min: number
  max: number
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  }
}

const formatSpread = ({ median, min, max }: Spread, unit: string) =>
  `${median.toFixed(0)} ${unit} (${min.toFixed(0)}–${max.toFixed(0)})`

interface Measured {
  ready: Spread
  cpu: Spread
  resident: Spread
}

async function measure(args: () => string[], ready: string): Promise<Measured> {
  const runs: Started[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await startOnce(args(), ready))
  return {
    ready: spread(runs.map((run) => run.readyMs)),
    cpu: spread(runs.map((run) => run.cpuMs)),
    resident: spread(runs.map((run) => run.residentMb)),
  }
}

const bareServer = [
  '-e',
  "require('node:http').createServer().listen(0, '127.0.0.1', function () { console.log('listening') })",
]

const formatLoad = (load: number[]) => load.map((value) => value.toFixed(1)).join(' / ')

export const bench: Bench = {
  name: 'start-up',
  async run(): Promise<BenchRow[]> {
    const suite = 'start-up'
    if (!existsSync(headless)) {
      return [
        {
          suite,
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
    const newDataDir = () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'astro-bench-start-'))
      dataDirs.push(dataDir)
      return dataDir
    }
    const hostArgs = (dataDir: string) => [headless, '--data-dir', dataDir, '--port', '0', '--no-open']
    const loadBefore = loadavg()
    try {
      // Warms the file cache; the data dir it leaves behind (migrated, settings written) is the returning user's.
      const existing = newDataDir()
      await startOnce(hostArgs(existing), 'running at')
      const firstStart = await measure(() => hostArgs(newDataDir()), 'running at')
      const returning = await measure(() => hostArgs(existing), 'running at')
      const bare = await measure(() => bareServer, 'listening')
      const peer = { peerName: 'bare Node HTTP server' }
      const runs = `median (min–max) of ${RUNS}`
      return [
        {
          suite,
          case: `headless host: URL printed, existing data dir, ${runs}`,
          ours: formatSpread(returning.ready, 'ms'),
          peer: formatSpread(bare.ready, 'ms'),
          ...peer,
          goal: '≤ 300 ms',
          met: returning.ready.median <= 300,
        },
        {
          suite,
          case: `headless host: URL printed, new data dir (migrations), ${runs}`,
          ours: formatSpread(firstStart.ready, 'ms'),
          peer: formatSpread(bare.ready, 'ms'),
          ...peer,
          goal: '≤ 300 ms',
          met: firstStart.ready.median <= 300,
        },
        {
          suite,
          case: 'headless host: CPU time until the URL, existing data dir',
          ours: formatSpread(returning.cpu, 'ms'),
          peer: formatSpread(bare.cpu, 'ms'),
          ...peer,
          goal: '–',
          met: null,
        },
        {
          suite,
          case: `headless host: resident memory when idle (${IDLE_AFTER_MS / 1000} s after ready)`,
          ours: formatSpread(returning.resident, 'MB'),
          peer: formatSpread(bare.resident, 'MB'),
          ...peer,
          goal: '–',
          met: null,
        },
        {
          suite,
          case: 'machine load average (1 / 5 / 15 min), before and after',
          ours: formatLoad(loadBefore),
          peer: formatLoad(loadavg()),
          peerName: 'after the runs',
          goal: '–',
          met: null,
        },
      ]
    } finally {
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
    }
  },
}
