import { statSync } from 'node:fs'
import { delimiter, join } from 'node:path'

const programNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge']
const macApplications = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The Chromium-family browser that prints PDFs for the headless host: CHROMIUM_PATH, then one on PATH, then macOS's. */
export function findChromium(env: NodeJS.ProcessEnv, exists: (path: string) => boolean = isFile): string | null {
  const configured = env.CHROMIUM_PATH
  if (configured) return exists(configured) ? configured : null
  const folders = (env.PATH ?? '').split(delimiter).filter((folder) => folder !== '')
  const candidates = [
    ...folders.flatMap((folder) => programNames.map((name) => join(folder, name))),
    ...macApplications,
  ]
  return candidates.find(exists) ?? null
}
