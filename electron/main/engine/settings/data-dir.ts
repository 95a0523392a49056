import { homedir } from 'node:os'
import { join, posix, resolve, win32 } from 'node:path'

const APP_DIR_NAME = 'AstroResearch'

interface PlatformEnvironment {
  platform: NodeJS.Platform
  env: Record<string, string | undefined>
  home: string
}

function currentEnvironment(): PlatformEnvironment {
  return { platform: process.platform, env: process.env, home: homedir() }
}

/** Where the headless host keeps its data when no `--data-dir` is given (Electron uses its own userData). */
export function defaultDataDir(environment: PlatformEnvironment = currentEnvironment()): string {
  const { platform, env, home } = environment
  if (platform === 'win32') {
    const appData = env.APPDATA || win32.join(home, 'AppData', 'Roaming')
    return win32.join(appData, APP_DIR_NAME)
  }
  if (platform === 'darwin') return posix.join(home, 'Library', 'Application Support', APP_DIR_NAME)
  const xdgDataHome = env.XDG_DATA_HOME
  const base = xdgDataHome && posix.isAbsolute(xdgDataHome) ? xdgDataHome : posix.join(home, '.local', 'share')
  return posix.join(base, APP_DIR_NAME)
}

/**
 * Finds `--data-dir D` or `--data-dir=D` in command-line arguments. Returns the absolute path (relative paths resolve
 * against `cwd`), or null when the flag is absent. A flag without a value is an error.
 */
export function dataDirFromArgs(args: readonly string[], cwd: string = process.cwd()): string | null {
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index]
    let value: string | undefined
    if (argument === '--data-dir') value = args[index + 1]
    else if (argument?.startsWith('--data-dir=')) value = argument.slice('--data-dir='.length)
    else continue
    if (value === undefined || value === '' || value.startsWith('--')) {
      throw new Error('--data-dir needs a directory, for example --data-dir ~/astro-data')
    }
    return resolve(cwd, expandHome(value))
  }
  return null
}

function expandHome(path: string): string {
  if (path === '~') return homedir()
  if (path.startsWith('~/')) return join(homedir(), path.slice(2))
  return path
}

/** The `--data-dir` override when present, else the platform default. */
export function resolveDataDir(
  args: readonly string[],
  environment: PlatformEnvironment = currentEnvironment(),
  cwd: string = process.cwd(),
): string {
  return dataDirFromArgs(args, cwd) ?? defaultDataDir(environment)
}
