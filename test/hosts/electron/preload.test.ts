import { describe, expect, it, vi } from 'vitest'

const exposed = vi.hoisted(() => ({ worlds: new Map<string, unknown>() }))

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.worlds.set(key, api) },
  ipcRenderer: { invoke: vi.fn(), send: vi.fn(), on: vi.fn() },
}))

describe('preload', () => {
  it('exposes exactly { invoke, cancel, subscribe } as window.bridge and nothing else', async () => {
    await import('../../../electron/preload/index')
    expect([...exposed.worlds.keys()]).toEqual(['bridge'])
    const bridge = exposed.worlds.get('bridge') as Record<string, unknown>
    expect(Object.keys(bridge).sort()).toEqual(['cancel', 'invoke', 'subscribe'])
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function')
  })
})
