import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { osSandboxStatus } from '../../electron/main/engine/sandbox/sandbox-availability'
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopback-server'
import { type BashHarness, createBashHarness } from './run-bash-through-engine'

/** Live processes whose command line contains the marker, read from the host's process table. */
function processesWith(marker: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\u0000').join(' ')
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (commandLine.includes(marker) && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z') found.push(Number(entry))
    } catch {
      // Gone while reading.
    }
  }
  return found
}

const ADS_TOKEN = 'ads-token-must-not-leak-7f3a'
const ENVIRONMENT_MARKER = 'app-environment-must-not-leak-91c2'

let harness: BashHarness
let target: LoopbackServer

beforeAll(async () => {
  process.env.ASTRO_SANDBOX_TEST_MARKER = ENVIRONMENT_MARKER
  harness = await createBashHarness()
  writeFileSync(join(harness.engine.dataDir, 'secrets.json'), JSON.stringify({ 'ads-token': ADS_TOKEN }))
  target = await startLoopbackServer((_request, response) => {
    response.end('loopback-reached')
  })
})

afterAll(async () => {
  delete process.env.ASTRO_SANDBOX_TEST_MARKER
  await harness.dispose()
  await target.close()
})

describe.runIf(process.platform === 'linux')('run_bash in the OS sandbox, driven by a model through the engine', () => {
  it('bubblewrap is installed here (.ci/run installs it), so the sandbox is on', () => {
    expect(osSandboxStatus()).toEqual({ available: true, kind: 'bubblewrap' })
  })

  it('works as before inside the project folder', async () => {
    const { result, permission } = await harness.run({ command: 'pwd; echo made > made.txt; cat made.txt' })
    expect(result).toMatchObject({ isError: false, metadata: { osSandbox: 'bubblewrap', exitCode: 0 } })
    expect(result.output).toContain(harness.project)
    expect(readFileSync(join(harness.project, 'made.txt'), 'utf8')).toBe('made\n')
    expect(permission).toMatchObject({ tool: 'run_bash', allowAlways: true, notices: [] })
  })

  it('cannot read secrets.json or the database in the data dir', async () => {
    const dataDir = harness.engine.dataDir
    const databases = readdirSync(dataDir).filter((name) => name.endsWith('.db') || name.endsWith('.sqlite'))
    expect(databases.length).toBeGreaterThan(0)
    const { result } = await harness.run({
      command: `cat '${dataDir}/secrets.json'; echo "listing: $(ls -A '${dataDir}' | wc -l)"; grep -c . '${join(dataDir, databases[0] ?? '')}'`,
    })
    expect(result.output).not.toContain(ADS_TOKEN)
    expect(result.output).toMatch(/secrets\.json: No such file or directory/u)
    expect(result.output).toContain('listing: 0')
    expect(result.output).toMatch(/sqlite: No such file or directory/u)
  })

  it('cannot write outside the project folder', async () => {
    const outside = join(harness.engine.dataDir, '..', `outside-${process.pid}-${Date.now()}.txt`)
    const { result } = await harness.run({ command: `echo escaped > '${outside}'; touch ~/escaped-${process.pid}` })
    expect(result.isError).toBe(true)
    expect(result.output).toMatch(/Read-only file system/u)
    expect(existsSync(outside)).toBe(false)
  })

  it('cannot connect to a loopback server, with curl or bash /dev/tcp', async () => {
    const before = target.requests.length
    const { result } = await harness.run({
      command: `curl -sS -m 5 ${target.url}/; curl -sS -m 5 --noproxy '' ${target.url}/; exec 3<>/dev/tcp/127.0.0.1/${new URL(target.url).port}`,
    })
    expect(result.output).not.toContain('loopback-reached')
    expect(result.output).toMatch(/Couldn't connect|Connection refused|403/u)
    expect(target.requests.length).toBe(before)
  })

  it("gets a clean environment and cannot read the app's environment through /proc", async () => {
    const { result } = await harness.run({
      command: `env | grep -E '^(HOME|ASTRO)'; cat /proc/$PPID/environ; cat /proc/${process.pid}/environ; cat /proc/${process.ppid}/environ`,
    })
    expect(result.output).not.toContain(ENVIRONMENT_MARKER)
    expect(result.output).not.toContain('ASTRO_SANDBOX_TEST_MARKER')
    expect(result.output).toContain('HOME=')
  })

  it('a setsid child does not outlive the tool call', async () => {
    const marker = `${1000 + Math.floor(Math.random() * 8000)}.${Math.floor(Math.random() * 1e6)}`
    const { result } = await harness.run({
      command: `setsid sleep ${marker} > /dev/null 2>&1 < /dev/null & (setsid nohup sleep ${marker}1 > /dev/null 2>&1 &) ; echo started`,
    })
    expect(result.output).toContain('started')
    expect(processesWith(marker)).toEqual([])
  })

  it('a command that needs hosts is asked about every time, naming them, and reaches nothing else', async () => {
    const { result, permission } = await harness.run({
      command: `curl -sS -m 5 --noproxy '' ${target.url}/`,
      network_hosts: ['pypi.org'],
    })
    expect(permission).toMatchObject({
      allowAlways: false,
      notices: [{ code: 'network-hosts', params: { hosts: 'pypi.org' } }],
    })
    expect(result.output).not.toContain('loopback-reached')
  })

  it('reaches an allowed host through the filtering proxy, and only while that command runs', async () => {
    const port = new URL(target.url).port
    // curl skips the proxy for localhost by default (NO_PROXY); --noproxy '' sends it through the sandbox's proxy.
    const through = `curl -fsS -m 5 --noproxy '' http://localhost:${port}/`
    const allowed = await harness.run({ command: through, network_hosts: ['localhost'] })
    expect(allowed.result.output).toContain('loopback-reached')
    const afterwards = await harness.run({ command: through })
    expect(afterwards.result.output).not.toContain('loopback-reached')
    expect(afterwards.result.isError).toBe(true)
  })
})

describe('run_bash where no OS sandbox is available', () => {
  it('says so in the permission dialog and asks every time, even after "always"', async () => {
    const path = process.env.PATH
    // bwrap and socat are looked up on PATH: an empty folder stands for a machine without them.
    process.env.PATH = mkdtempSync(join(tmpdir(), 'astro-no-bwrap-'))
    try {
      const first = await harness.run({ command: 'echo unsandboxed' }, 'always')
      expect(first.permission).toMatchObject({
        allowAlways: false,
        notices: [{ code: 'no-os-sandbox', params: { reason: 'missing-programs', detail: 'bwrap, socat' } }],
      })
      expect(first.result).toMatchObject({ isError: false, metadata: { osSandbox: 'none' } })
      expect(first.result.output).toContain('unsandboxed')
      const second = await harness.run({ command: 'echo again' }, 'always')
      expect(second.permission).toMatchObject({ allowAlways: false })
      expect([first.response?.decision, second.response?.decision]).toEqual(['once', 'once'])
    } finally {
      process.env.PATH = path
    }
  })
})

describe('run_bash without an OS sandbox: its own process group, a scrubbed environment', () => {
  const withoutSandbox = async <T>(use: () => Promise<T>): Promise<T> => {
    const path = process.env.PATH
    process.env.PATH = mkdtempSync(join(tmpdir(), 'astro-no-bwrap-'))
    try {
      return await use()
    } finally {
      process.env.PATH = path
    }
  }

  it('a `setsid` child does not outlive the command, nor write anything after it', async () => {
    const late = join(harness.project, 'written-after-the-run.txt')
    const run = await withoutSandbox(() =>
      harness.run({
        // The PATH that stands for a machine without bwrap has no sleep either; the command brings its own.
        command: `export PATH=/usr/bin:/bin; setsid sh -c 'sleep 2; echo late > ${late}' </dev/null >/dev/null 2>&1 & echo started`,
      }),
    )
    expect(run.result).toMatchObject({ isError: false, metadata: { osSandbox: 'none' } })
    expect(run.result.output).toContain('started')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(existsSync(late)).toBe(false)
  })

  it('neither a `setsid` nor a double-forked `setsid nohup` child is left running', async () => {
    const marker = `${1000 + Math.floor(Math.random() * 8000)}.${Math.floor(Math.random() * 1e6)}`
    const run = await withoutSandbox(() =>
      harness.run({
        command: `export PATH=/usr/bin:/bin; setsid sleep ${marker} > /dev/null 2>&1 < /dev/null & (setsid nohup sleep ${marker}1 > /dev/null 2>&1 &) ; echo started`,
      }),
    )
    expect(run.result.output).toContain('started')
    expect(processesWith(marker)).toEqual([])
  })

  it('sees none of the app’s variables and no key in its own environment', async () => {
    const run = await withoutSandbox(() => harness.run({ command: '/usr/bin/env' }))
    expect(run.result.output).toContain('HOME=')
    expect(run.result.output).not.toContain(ENVIRONMENT_MARKER)
    expect(run.result.output).not.toContain(ADS_TOKEN)
  })
})
