import { mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'
import { type SecretName, secretNameSchema } from '../../../shared/domain/settings'
import { writeFileAtomic } from '../fs/atomic-write'
import type { SecretStore } from '../ports/engine-deps'

const secretFileSchema = z.record(secretNameSchema, z.string())

const FILE_MODE = 0o600

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Secrets for the headless host: one JSON file readable only by its owner (mode 0600), replaced atomically on every
 * write so a crash never leaves half a file.
 */
export function createFileSecretStore(path: string): SecretStore {
  let queue: Promise<unknown> = Promise.resolve()

  function read(): Map<SecretName, string> {
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
      throw error
    }
    const parsed = secretFileSchema.safeParse(parseJson(text))
    if (!parsed.success) {
      throw new Error(`The secrets file ${path} is not valid. Fix or delete it, then enter the API keys again.`)
    }
    return new Map(Object.entries(parsed.data) as [SecretName, string][])
  }

  async function write(values: Map<SecretName, string>): Promise<void> {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    await writeFileAtomic(path, `${JSON.stringify(Object.fromEntries(values), null, 2)}\n`, { mode: FILE_MODE })
  }

  /** Writes run one after another so two quick updates cannot lose each other. */
  function serialized<T>(work: () => T | Promise<T>): Promise<T> {
    const next = queue.then(work)
    queue = next.catch(() => undefined)
    return next
  }

  return {
    get: (name) => serialized(() => read().get(name) ?? null),
    set: (name, value) =>
      serialized(async () => {
        const values = read()
        values.set(name, value)
        await write(values)
      }),
    delete: (name) =>
      serialized(async () => {
        const values = read()
        if (values.delete(name)) await write(values)
      }),
    list: () => serialized(() => [...read().keys()].sort()),
  }
}
