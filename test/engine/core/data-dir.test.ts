import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dataDirFromArgs, defaultDataDir, resolveDataDir } from '../../../electron/main/engine/settings/data-dir'

describe('data dir', () => {
  it('follows XDG_DATA_HOME on Linux, else ~/.local/share', () => {
    expect(defaultDataDir({ platform: 'linux', env: { XDG_DATA_HOME: '/xdg' }, home: '/home/ada' })).toBe(
      '/xdg/AstroResearch',
    )
    expect(defaultDataDir({ platform: 'linux', env: {}, home: '/home/ada' })).toBe(
      '/home/ada/.local/share/AstroResearch',
    )
    expect(defaultDataDir({ platform: 'linux', env: { XDG_DATA_HOME: 'relative' }, home: '/home/ada' })).toBe(
      '/home/ada/.local/share/AstroResearch',
    )
  })

  it('uses Application Support on macOS and APPDATA on Windows', () => {
    expect(defaultDataDir({ platform: 'darwin', env: {}, home: '/Users/ada' })).toBe(
      '/Users/ada/Library/Application Support/AstroResearch',
    )
    expect(
      defaultDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ada\\AppData\\Roaming' },
        home: 'C:\\Users\\ada',
      }),
    ).toBe('C:\\Users\\ada\\AppData\\Roaming\\AstroResearch')
    expect(defaultDataDir({ platform: 'win32', env: {}, home: 'C:\\Users\\ada' })).toBe(
      'C:\\Users\\ada\\AppData\\Roaming\\AstroResearch',
    )
  })

  it('reads --data-dir in both spellings and resolves relative paths against cwd', () => {
    expect(dataDirFromArgs(['--port', '0', '--data-dir', '/data/astro'], '/cwd')).toBe('/data/astro')
    expect(dataDirFromArgs(['--data-dir=rel/dir'], '/cwd')).toBe('/cwd/rel/dir')
    expect(dataDirFromArgs(['--port', '0'], '/cwd')).toBeNull()
  })

  it('refuses --data-dir without a value', () => {
    expect(() => dataDirFromArgs(['--data-dir'])).toThrow(/needs a directory/)
    expect(() => dataDirFromArgs(['--data-dir', '--port', '0'])).toThrow(/needs a directory/)
    expect(() => dataDirFromArgs(['--data-dir='])).toThrow(/needs a directory/)
  })

  it('prefers the flag over the platform default', () => {
    const environment = { platform: 'linux' as const, env: {}, home: '/home/ada' }
    expect(resolveDataDir(['--data-dir', '/flag'], environment, '/cwd')).toBe('/flag')
    expect(resolveDataDir([], environment, '/cwd')).toBe(join('/home/ada', '.local/share/AstroResearch'))
  })
})
