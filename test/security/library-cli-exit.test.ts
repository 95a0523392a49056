import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { nestedFormXObjectPdf } from '../helpers/hostile-corpus'
import { sharedFixture } from '../helpers/shared-fixtures'

const root = join(__dirname, '../..')
const cli = join(root, 'electron/main/hosts/headless/library-cli.ts')
const pdf = sharedFixture('pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf')

/** Runs the CLI as a user would; resolves with its exit code, output size, error output and wall time. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: number; stderr: string; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      ['--require', 'tsx/cjs', '--require', './scripts/markdown-require.cjs', cli, ...args],
      { cwd: root },
    )
    let stdout = 0
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.length
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 })
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

  it('stops `parse` of a PDF over the text budget with the reason', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'astro-cli-'))
    const bomb = join(folder, 'nested-forms.pdf')
    writeFileSync(bomb, nestedFormXObjectPdf(6, 10))
    const { code, stdout, stderr } = await runCli(['parse', bomb])
    rmSync(folder, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(stdout).toBe(0)
    expect(stderr).toMatch(/draws far more text than a paper holds \(reading stopped at page 1/)
  }, 70_000)
})
