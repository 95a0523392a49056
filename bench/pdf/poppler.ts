import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** `pdftotext` text per page in its default reading order, as a user of poppler would script it. */
export async function pdftotextPages(path: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 64 * 1024 * 1024 })
  return stdout.split('\f').slice(0, -1)
}

export async function popplerAvailable(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v'])
    return true
  } catch {
    return false
  }
}

export const popplerMissing = 'pdftotext missing: apt-get install -y poppler-utils'
