import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sharedFixture } from '../helpers/shared-fixtures'

const root = join(__dirname, '../..')
const cli = join(root, 'electron/main/hosts/headless/library-cli.ts')
const pdf = sharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

/** Runs the CLI as a user would; resolves with its exit code, output size and wall time. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      ['--require', 'tsx/cjs', '--require', './scripts/markdown-require.cjs', cli, ...args],
      { cwd: root },
    )
    let stdout = 0
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.length
    })
    child.on('error', reject)
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, seconds: (performance.now() - started) / 1000 })
    })
  })
}

// A script calling `npm run library -- parse` per file waited 120 s after each for the reader threads' idle timer.
describe('the library CLI', () => {
  it('exits as soon as `parse` has printed its output', async () => {
    const { code, stdout, seconds } = await runCli(['parse', pdf])
    expect(code).toBe(0)
    expect(stdout).toBeGreaterThan(1000)
    expect(seconds).toBeLessThan(40)
  }, 70_000)
})
