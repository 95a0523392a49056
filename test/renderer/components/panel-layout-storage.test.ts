import { describe, expect, it } from 'vitest'
import { readPanelLayout, writePanelLayout } from '../../../src/components/panels/panel-layout-storage'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value)
    },
  }
}

const wide = ['sessions-panel', 'main-panel', 'artifacts-panel']
const narrow = ['sessions-panel', 'main-panel']

describe('panel layout storage', () => {
  it('gives back the layout kept for the same panels, and keeps one per set of panels', () => {
    const storage = memoryStorage()
    writePanelLayout(storage, 'app-shell', wide, { 'sessions-panel': 0, 'main-panel': 75, 'artifacts-panel': 25 })
    writePanelLayout(storage, 'app-shell', narrow, { 'sessions-panel': 30, 'main-panel': 70 })
    expect(readPanelLayout(storage, 'app-shell', wide)).toEqual({
      'sessions-panel': 0,
      'main-panel': 75,
      'artifacts-panel': 25,
    })
    expect(readPanelLayout(storage, 'app-shell', narrow)).toEqual({ 'sessions-panel': 30, 'main-panel': 70 })
    expect(readPanelLayout(storage, 'library-table', narrow)).toBeUndefined()
  })

  it('ignores what is not a layout of these panels: broken JSON, shares out of range, a panel missing', () => {
    const storage = memoryStorage()
    const key = `astroresearch.layout.app-shell.${narrow.join(',')}`
    for (const stored of ['{not json', '{"sessions-panel": 140, "main-panel": -40}', '{"sessions-panel": 30}', '[]']) {
      storage.setItem(key, stored)
      expect(readPanelLayout(storage, 'app-shell', narrow)).toBeUndefined()
    }
  })

  it('does not keep a layout that lacks one of the panels, and survives a storage that refuses writes', () => {
    const storage = memoryStorage()
    writePanelLayout(storage, 'app-shell', wide, { 'sessions-panel': 20, 'main-panel': 80 })
    expect(storage.items.size).toBe(0)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(() => writePanelLayout(full, 'app-shell', narrow, { 'sessions-panel': 20, 'main-panel': 80 })).not.toThrow()
  })
})
