import type { SecretName } from '../../../shared/domain/settings'
import type { SecretStore } from '../ports/engine-deps'

/** Secrets held in memory only (tests). */
export function createMemorySecretStore(initial: Partial<Record<SecretName, string>> = {}): SecretStore {
  const values = new Map<SecretName, string>()
  for (const [name, value] of Object.entries(initial) as [SecretName, string | undefined][]) {
    if (value !== undefined) values.set(name, value)
  }
  return {
    get: async (name) => values.get(name) ?? null,
    set: async (name, value) => {
      values.set(name, value)
    },
    delete: async (name) => {
      values.delete(name)
    },
    list: async () => [...values.keys()].sort(),
  }
}
