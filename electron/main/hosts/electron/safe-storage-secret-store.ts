import { createFileSecretStore, type SecretStore } from '../../engine'

/** The parts of Electron's safeStorage the store uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean
  encryptString(plainText: string): Buffer
  decryptString(encrypted: Buffer): string
  /** Linux only: 'basic_text' means no keyring, i.e. a hard-coded key. */
  getSelectedStorageBackend?(): string
}

function assertUsable(safeStorage: SafeStorageLike): void {
  const backend = process.platform === 'linux' ? safeStorage.getSelectedStorageBackend?.() : undefined
  if (!safeStorage.isEncryptionAvailable() || backend === 'basic_text') {
    throw new Error(
      'The system keychain is not available, so API keys cannot be stored safely. On Linux, install and unlock a ' +
        'keyring (GNOME Keyring or KWallet) and restart AstroResearch, or use the headless host (npm run headless).',
    )
  }
}

/**
 * API keys encrypted with the OS keychain (Electron safeStorage), kept in a 0600 file written atomically; only
 * ciphertext touches the disk.
 */
export function createSafeStorageSecretStore(path: string, safeStorage: SafeStorageLike): SecretStore {
  const file = createFileSecretStore(path)
  return {
    async get(name) {
      const stored = await file.get(name)
      if (stored === null) return null
      assertUsable(safeStorage)
      return safeStorage.decryptString(Buffer.from(stored, 'base64'))
    },
    async set(name, value) {
      assertUsable(safeStorage)
      await file.set(name, safeStorage.encryptString(value).toString('base64'))
    },
    delete: (name) => file.delete(name),
    list: () => file.list(),
  }
}
