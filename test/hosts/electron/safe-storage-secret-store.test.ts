import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createSafeStorageSecretStore,
  type SafeStorageLike,
} from '../../../electron/main/hosts/electron/safe-storage-secret-store'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir('astro-safe-storage-')

/** A reversible stand-in for the OS keychain cipher. */
function fakeSafeStorage(backend = 'gnome_libsecret'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain) => Buffer.from(`sealed:${[...plain].reverse().join('')}`),
    decryptString: (sealed) => [...sealed.toString().slice('sealed:'.length)].reverse().join(''),
  }
}

describe('safeStorage secret store', () => {
  it('keeps only ciphertext on disk, in a 0600 file, and reads the secret back', async () => {
    const path = join(tempDir(), 'secrets.safe-storage.json')
    const store = createSafeStorageSecretStore(path, fakeSafeStorage())
    await store.set('provider:openai', 'sk-live-abcdef')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(readFileSync(path, 'utf8')).not.toContain('sk-live-abcdef')
    expect(await store.get('provider:openai')).toBe('sk-live-abcdef')
    expect(await store.list()).toEqual(['provider:openai'])
    await store.delete('provider:openai')
    expect(await store.get('provider:openai')).toBeNull()
  })

  it('refuses to store a key when the keychain is missing, and says what to do', async () => {
    const path = join(tempDir(), 'secrets.safe-storage.json')
    const store = createSafeStorageSecretStore(path, fakeSafeStorage('basic_text'))
    await expect(store.set('ads-token', 'token')).rejects.toThrow(/keyring/)
    expect(await store.list()).toEqual([])
  })
})
