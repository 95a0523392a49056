import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SecretStore } from '../../../electron/main/engine/ports/engine-deps'
import { createFileSecretStore } from '../../../electron/main/engine/secrets/file-secret-store'
import { createMemorySecretStore } from '../../../electron/main/engine/secrets/memory-secret-store'
import { useTempDir } from '../../helpers/temp-dir'

const tempDir = useTempDir()

const stores: [string, () => SecretStore][] = [
  ['memory', () => createMemorySecretStore()],
  ['file', () => createFileSecretStore(join(tempDir(), 'secrets.json'))],
]

describe.each(stores)('%s secret store', (_kind, makeStore) => {
  it('stores, lists, replaces and deletes secrets', async () => {
    const store = makeStore()
    expect(await store.get('provider:openai')).toBeNull()
    await store.set('provider:openai', 'sk-one')
    await store.set('ads-token', 'ads-1')
    await store.set('provider:openai', 'sk-two')
    expect(await store.get('provider:openai')).toBe('sk-two')
    expect(await store.list()).toEqual(['ads-token', 'provider:openai'])
    await store.delete('provider:openai')
    await store.delete('provider:never-set')
    expect(await store.get('provider:openai')).toBeNull()
    expect(await store.list()).toEqual(['ads-token'])
  })

  it('keeps every write when several are started at once', async () => {
    const store = makeStore()
    await Promise.all(Array.from({ length: 10 }, (_, index) => store.set(`provider:p${index}`, `key-${index}`)))
    expect(await store.list()).toHaveLength(10)
  })
})

describe('file secret store', () => {
  it('writes a JSON file only its owner can read (mode 0600), replaced atomically', async () => {
    const dir = tempDir()
    const path = join(dir, 'nested', 'secrets.json')
    const store = createFileSecretStore(path)
    await store.set('web-search-key', 'value-1')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ 'web-search-key': 'value-1' })
    await store.set('ads-token', 'value-2')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(await createFileSecretStore(path).get('ads-token')).toBe('value-2')
  })

  it.each(['{"provider:x": 42}', '{"provider:x": "unterminated'])(
    'refuses a corrupt file (%s) with a message saying what to do, and leaves it as it was',
    async (content) => {
      const path = join(tempDir(), 'secrets.json')
      writeFileSync(path, content)
      const store = createFileSecretStore(path)
      await expect(store.set('ads-token', 'v')).rejects.toThrow(/not valid.*delete it/)
      expect(readFileSync(path, 'utf8')).toBe(content)
    },
  )

  it('leaves no temporary file behind', async () => {
    const dir = tempDir()
    const store = createFileSecretStore(join(dir, 'secrets.json'))
    await store.set('ads-token', 'v')
    await store.delete('ads-token')
    expect(readdirSync(dir)).toEqual(['secrets.json'])
  })
})
