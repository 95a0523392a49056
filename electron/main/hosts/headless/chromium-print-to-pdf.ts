import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CommandError } from '../../../shared/contract/transport'
import { withPdfExportPolicy } from '../common/pdf-export-policy'

interface ChromiumPrinterOptions {
  /** The browser to run, looked up at every export (so one installed after the start is found); null: none. */
  findBrowser(): string | null
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 60_000

const printerMissing = () =>
  new CommandError(
    'pdf-printer-missing',
    'Exporting a PDF needs Chromium or Google Chrome, and none was found on this computer.',
    'Install Chromium (Debian or Ubuntu: `sudo apt-get install chromium`; macOS: Google Chrome) or set CHROMIUM_PATH to a Chromium or Chrome program, then export again.',
  )

const printFailed = (browser: string, what: string) =>
  new CommandError(
    'pdf-export-failed',
    `${browser} ${what}`,
    `Export again; if it keeps failing, check that \`${browser} --headless\` runs on this computer.`,
  )

function printArguments(page: string, output: string, profile: string): string[] {
  return [
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-extensions',
    '--disable-sync',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-pdf-header-footer',
    `--user-data-dir=${profile}`,
    `--print-to-pdf=${output}`,
    // Chromium refuses to start as root with its sandbox; the page it prints can load nothing (see the policy).
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    pathToFileURL(page).href,
  ]
}

/** Runs the browser in a process group of its own, so a timeout stops its helper processes too. */
function runToExit(browser: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(browser, args, { detached: true, stdio: 'ignore' })
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // It ended as the time ran out.
      }
      reject(printFailed(browser, `did not finish printing within ${Math.round(timeoutMs / 1000)} s.`))
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(printFailed(browser, `could not be started: ${error.message}.`))
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(printFailed(browser, `stopped while printing (${signal ?? `exit code ${code}`}).`))
    })
  })
}

/**
 * The headless host's printToPDF: the standalone document, under the same content policy as Electron's export
 * window, printed by `chromium --headless --print-to-pdf` with a throwaway profile.
 */
export function createChromiumPrintToPdf(options: ChromiumPrinterOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return async (html: string): Promise<Uint8Array> => {
    const browser = options.findBrowser()
    if (browser === null) throw printerMissing()
    const folder = mkdtempSync(join(tmpdir(), 'astro-pdf-'))
    try {
      const page = join(folder, 'artifact.html')
      const output = join(folder, 'artifact.pdf')
      writeFileSync(page, withPdfExportPolicy(html))
      await runToExit(browser, printArguments(page, output, join(folder, 'profile')), timeoutMs)
      let pdf: Buffer
      try {
        pdf = readFileSync(output)
      } catch {
        throw printFailed(browser, 'wrote no PDF.')
      }
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw printFailed(browser, 'wrote a file that is not a PDF.')
      return new Uint8Array(pdf)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }
}
