import { homedir } from 'node:os'
import { join } from 'node:path'

/** Credentials other programs keep in the home folder; a command has no reason to read them. */
const HOME_SECRETS = [
  '.ssh',
  '.gnupg',
  '.aws',
  '.azure',
  '.kube',
  '.docker',
  '.netrc',
  '.git-credentials',
  '.npmrc',
  '.pypirc',
  '.config/gcloud',
  '.config/gh',
]

/** What one sandboxed command may touch: it writes only in the project, and never reads the app's data or keys. */
export interface SandboxPolicy {
  writable: string[]
  unreadable: string[]
}

export function commandPolicy(projectRoot: string, dataDir: string, home: string = homedir()): SandboxPolicy {
  return { writable: [projectRoot], unreadable: [dataDir, ...HOME_SECRETS.map((name) => join(home, name))] }
}
