import { readdirSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import type { PathSandbox } from '../../../../../electron/main/engine/fs/path-sandbox'
import { createRunBashTool } from '../../../../../electron/main/engine/tools/builtin/run-bash'
import { toolContext, useSandboxLayout } from '../../../fs/sandbox-layout'

const runBashTool = (sandbox: PathSandbox) =>
  createRunBashTool({ sandbox: () => sandbox, dataDir: '/nonexistent-data-dir' })

const layout = useSandboxLayout()

/** Live processes whose command line contains the marker, read from the process table. */
function processesWith(marker: string): number[] {
  const found: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/u.test(entry)) continue
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\u0000').join(' ')
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
      if (commandLine.includes(marker) && state !== 'Z') found.push(Number(entry))
    } catch {
      // Gone while reading.
    }
  }
  return found
}

function marker(): string {
  return `${1000 + Math.floor(Math.random() * 8000)}.${Math.floor(Math.random() * 1e6)}`
}

afterEach(() => {
  delete process.env.ASTRO_TEST_API_KEY
  delete process.env.ASTRO_TEST_SESSION_TOKEN
  delete process.env.ASTRO_TEST_DB_PASSWORD
  delete process.env.ASTRO_TEST_PLAIN
})

describe('run_bash', () => {
  it('runs in the project folder and reports the exit code', async () => {
    const { sandbox, project } = layout()
    const context = toolContext()
    const ok = await runBashTool(sandbox).execute(
      { command: 'pwd; echo to-stderr >&2', timeout_seconds: 10, network_hosts: [] },
      context,
    )
    expect(ok.isError).toBe(false)
    expect(ok.content).toContain(project)
    expect(ok.content).toContain('to-stderr')
    expect(ok.content).toContain('[exit code 0]')
    const failed = await runBashTool(sandbox).execute(
      { command: 'exit 3', timeout_seconds: 10, network_hosts: [] },
      context,
    )
    expect(failed).toMatchObject({ isError: true, metadata: { exitCode: 3 } })
  })

  it('gives the command a clean environment: no secrets, nothing of the app beyond what a shell needs', async () => {
    const { sandbox } = layout()
    process.env.ASTRO_TEST_API_KEY = 'sk-do-not-leak'
    process.env.ASTRO_TEST_SESSION_TOKEN = 'tok-do-not-leak'
    process.env.ASTRO_TEST_DB_PASSWORD = 'pw-do-not-leak'
    process.env.ASTRO_TEST_PLAIN = 'visible-value'
    const result = await runBashTool(sandbox).execute(
      { command: 'env', timeout_seconds: 10, network_hosts: [] },
      toolContext(),
    )
    expect(result.content).not.toContain('visible-value')
    expect(result.content).toContain(`PATH=${process.env.PATH}`)
    expect(result.content).not.toContain('do-not-leak')
    expect(result.content).not.toContain('ASTRO_TEST_API_KEY')
  })

  it('keeps the head and the tail of long output', async () => {
    const { sandbox } = layout()
    const result = await runBashTool(sandbox).execute(
      { command: 'seq 1 200000', timeout_seconds: 30, network_hosts: [] },
      toolContext(),
    )
    expect(result.content.startsWith('1\n2\n3\n')).toBe(true)
    expect(result.content).toContain('199999\n200000')
    expect(result.content).toMatch(/\[\d+ characters of output omitted\]/u)
    expect(result.content.length).toBeLessThan(31_000)
  })

  it('on timeout kills the whole process group, background children included', async () => {
    const { sandbox } = layout()
    const [first, second] = [marker(), marker()]
    const result = await runBashTool(sandbox).execute(
      { command: `sleep ${first} & sleep ${second}; wait`, timeout_seconds: 1, network_hosts: [] },
      toolContext(),
    )
    expect(result).toMatchObject({ isError: true, metadata: { ending: 'timed-out' } })
    expect(result.content).toContain('Timed out after 1 s')
    expect(processesWith(first)).toEqual([])
    expect(processesWith(second)).toEqual([])
  })

  it('on cancel kills the whole process group', async () => {
    const { sandbox } = layout()
    const [first, second] = [marker(), marker()]
    const controller = new AbortController()
    const running = runBashTool(sandbox).execute(
      { command: `sleep ${first} & sleep ${second}; wait`, timeout_seconds: 600, network_hosts: [] },
      toolContext({ signal: controller.signal }),
    )
    while (processesWith(first).length === 0 || processesWith(second).length === 0) await sleep(20)
    controller.abort()
    const result = await running
    expect(result).toMatchObject({ isError: true, metadata: { ending: 'cancelled' } })
    expect(processesWith(first)).toEqual([])
    expect(processesWith(second)).toEqual([])
  })

  it('stops background jobs left behind when the shell exits', async () => {
    const { sandbox } = layout()
    const leftover = marker()
    const result = await runBashTool(sandbox).execute(
      { command: `sleep ${leftover} & echo started`, timeout_seconds: 30, network_hosts: [] },
      toolContext(),
    )
    expect(result).toMatchObject({ isError: false, metadata: { ending: 'exited' } })
    expect(processesWith(leftover)).toEqual([])
  })

  it('asks for confirmation by default and runs beside other calls only as a plain read-only command', () => {
    const tool = runBashTool(layout().sandbox)
    expect(tool.defaultPermission).toBe('confirm')
    const safe = (command: string, network_hosts: string[] = []) =>
      tool.isConcurrencySafe?.({ command, timeout_seconds: 60, network_hosts })
    expect(safe('python3 fit.py')).toBe(false)
    expect(safe('ls data')).toBe(true)
    expect(safe('ls data', ['pypi.org'])).toBe(false)
    expect(tool.causesSiblingAbort).toBe(true)
    expect(runBashTool(layout().sandbox).interruptBehavior).toBe('cancel')
  })
})
