import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { z } from 'zod'
import { type SecretName, secretNameSchema } from '../../../shared/domain/settings'
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

  function write(values: Map<SecretName, string>): void {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    const temporary = `${path}.${process.pid}.tmp`
    try {
      writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(values), null, 2)}\n`, { mode: FILE_MODE })
      chmodSync(temporary, FILE_MODE)
      renameSync(temporary, path)
    } catch (error) {
      rmSync(temporary, { force: true })
      throw error
    }
  }

  /** Writes run one after another so two quick updates cannot lose each other. */
  function serialized<T>(work: () => T): Promise<T> {
    const next = queue.then(work)
    queue = next.catch(() => undefined)
    return next
  }

  return {
    get: (name) => serialized(() => read().get(name) ?? null),
    set: (name, value) =>
      serialized(() => {
        const values = read()
        values.set(name, value)
        write(values)
      }),
    delete: (name) =>
      serialized(() => {
        const values = read()
        if (values.delete(name)) write(values)
      }),
    list: () => serialized(() => [...read().keys()].sort()),
  }
}
