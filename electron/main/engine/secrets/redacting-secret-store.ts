import type { SecretStore } from '../ports/engine-deps'
import type { Redactor } from '../ports/log'

/** Every secret value that passes through the store is remembered by the redactor, so logs never show it. */
export function createRedactingSecretStore(store: SecretStore, redactor: Redactor): SecretStore {
  return {
    async get(name) {
      const value = await store.get(name)
      if (value !== null) redactor.addSecret(value)
      return value
    },
    async set(name, value) {
      redactor.addSecret(value)
      await store.set(name, value)
    },
    delete: (name) => store.delete(name),
    list: () => store.list(),
  }
}

/** Loads every stored secret once so values are redacted even before anything asks for them. */
export async function rememberStoredSecrets(store: SecretStore, redactor: Redactor): Promise<void> {
  for (const name of await store.list()) {
    const value = await store.get(name)
    if (value !== null) redactor.addSecret(value)
  }
}
