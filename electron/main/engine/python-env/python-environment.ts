import { execFile } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { isAbsolute, join } from 'node:path'
import type { PythonEnvironment } from '../../../shared/contract/commands/python-env'

/** The modules an astronomer's analysis usually needs; each is reported as importable (with its version) or not. */
const probedModules = ['numpy', 'scipy', 'astropy', 'matplotlib'] as const

const probeScript = `
import json, sys, importlib
found = {}
for name in ${JSON.stringify(probedModules)}:
    try:
        module = importlib.import_module(name)
        found[name] = str(getattr(module, "__version__", "")) or "installed"
    except Exception:
        found[name] = None
print(json.dumps({"version": sys.version.split()[0], "executable": sys.executable, "prefix": sys.prefix, "modules": found}))
`

const environmentFolders = ['.venv', 'venv', 'env', '.conda', 'conda-env']

function interpreterIn(folder: string): string | null {
  for (const relative of ['bin/python', 'bin/python3', 'Scripts/python.exe', 'python.exe']) {
    const path = join(folder, relative)
    if (existsSync(path)) return path
  }
  return null
}

interface Candidate {
  command: string
  origin: PythonEnvironment['origin']
}

/** Settings' choice (an interpreter or an environment folder), else a venv or conda env in the project, else PATH's. */
function candidates(projectDir: string | null, configured: string): Candidate[] {
  if (configured.trim()) {
    const path = configured.trim()
    const folder = isAbsolute(path) && existsSync(path) && statSync(path).isDirectory() ? interpreterIn(path) : null
    return [{ command: folder ?? path, origin: 'settings' }]
  }
  const found: Candidate[] = []
  if (projectDir) {
    for (const name of environmentFolders) {
      const folder = join(projectDir, name)
      const interpreter = existsSync(folder) ? interpreterIn(folder) : null
      if (interpreter) {
        found.push({
          command: interpreter,
          origin: existsSync(join(folder, 'conda-meta')) ? 'project-conda' : 'project-venv',
        })
      }
    }
  }
  return [...found, { command: 'python3', origin: 'path' }, { command: 'python', origin: 'path' }]
}

function probe(
  command: string,
  cwd: string | undefined,
  timeoutMs: number,
): Promise<Omit<PythonEnvironment, 'origin'> | null> {
  return new Promise((resolve) => {
    execFile(command, ['-c', probeScript], { cwd, timeout: timeoutMs, windowsHide: true }, (error, stdout) => {
      if (error) {
        resolve(null)
        return
      }
      try {
        const parsed = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Omit<PythonEnvironment, 'origin'>
        resolve(parsed)
      } catch {
        resolve(null)
      }
    })
  })
}

/**
 * Finds the Python a session's analysis runs with and which of numpy, scipy, astropy and matplotlib import there.
 * Answers are kept for a minute per project folder and setting, so a step does not start interpreters.
 */
export function createPythonEnvironments(options: { timeoutMs?: number; ttlMs?: number; now: () => number }) {
  const cache = new Map<string, { at: number; environment: Promise<PythonEnvironment | null> }>()
  const ttl = options.ttlMs ?? 60_000
  const detect = async (projectDir: string | null, configured: string): Promise<PythonEnvironment | null> => {
    for (const candidate of candidates(projectDir, configured)) {
      const found = await probe(candidate.command, projectDir ?? undefined, options.timeoutMs ?? 15_000)
      if (found) return { ...found, origin: candidate.origin }
      if (candidate.origin === 'settings') return null
    }
    return null
  }
  return {
    get(projectDir: string | null, configured: string): Promise<PythonEnvironment | null> {
      const key = JSON.stringify([projectDir, configured])
      const cached = cache.get(key)
      if (cached && options.now() - cached.at < ttl) return cached.environment
      const environment = detect(projectDir, configured)
      cache.set(key, { at: options.now(), environment })
      return environment
    },
  }
}

const originText: Record<PythonEnvironment['origin'], string> = {
  settings: 'set in Settings → General → Python',
  'project-venv': 'a virtual environment in the project folder',
  'project-conda': 'a conda environment in the project folder',
  path: 'the first on the PATH',
}

/** What the analysis agent is told about the Python it runs, in its instructions. */
export function describePythonEnvironment(environment: PythonEnvironment | null, configured: string): string {
  if (!environment) {
    return configured.trim()
      ? `Python: the interpreter set in Settings (${configured.trim()}) does not run; tell the user to fix Settings → General → Python.`
      : 'Python: none was found in the project folder or on the PATH; analysis with run_bash must use other tools, or the user sets one in Settings → General → Python.'
  }
  const entries = Object.entries(environment.modules)
  const present = entries.filter(([, version]) => version !== null).map(([name, version]) => `${name} ${version}`)
  const missing = entries.filter(([, version]) => version === null).map(([name]) => name)
  return [
    `Python for run_bash: ${environment.executable} (Python ${environment.version}; ${originText[environment.origin]}). Call it by that path.`,
    present.length > 0
      ? `Importable there: ${present.join(', ')}.`
      : 'None of numpy, scipy, astropy, matplotlib is importable there.',
    ...(missing.length > 0
      ? [
          `Not importable: ${missing.join(', ')}; work without them, or ask the user before installing (pip needs network_hosts pypi.org and files.pythonhosted.org).`,
        ]
      : []),
    'Save plots as PNG (or SVG) and tables as CSV in the project folder: the user sees them in the chat.',
  ].join(' ')
}
