import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorCodes } from '../../electron/shared/contract/error-codes'
import en from '../../src/i18n/en.json'
import zhCN from '../../src/i18n/zh-CN.json'

const root = resolve(__dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Error codes written literally where errors are made: `new CommandError('code'`, `code: 'code'`, provider codes. */
function codesInSources(): Set<string> {
  const found = new Set<string>()
  for (const file of [...sources('electron'), ...sources('src/bridge')]) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/new CommandError\(\s*'([a-z][a-z0-9-]*)'/g)) found.add(match[1] ?? '')
    for (const match of text.matchAll(/\bcode: '([a-z][a-z0-9-]*)'/g)) found.add(match[1] ?? '')
  }
  const providerCodes = readFileSync(join(root, 'electron/main/engine/providers/provider-error.ts'), 'utf8')
  const union = /export type ProviderErrorCode =([^;]*?)\n\n/s.exec(providerCodes)?.[1] ?? ''
  for (const match of union.matchAll(/'([a-z][a-z0-9-]*)'/g)) found.add(match[1] ?? '')
  return found
}

const errorsOf = (messages: { errors?: Record<string, unknown> }) => messages.errors ?? {}

describe('error codes are translated', () => {
  it('has English and Simplified Chinese text for every error code the window can receive', () => {
    const missingEnglish = errorCodes.filter((code) => !errorsOf(en)[code])
    const missingChinese = errorCodes.filter((code) => !errorsOf(zhCN)[code])
    expect({ missingEnglish, missingChinese }).toEqual({ missingEnglish: [], missingChinese: [] })
  })

  it('lists every code the engine, hosts and transports send', () => {
    const listed = new Set<string>(errorCodes)
    const found = codesInSources()
    expect(found.size).toBeGreaterThan(20)
    expect([...found].filter((code) => !listed.has(code)).sort()).toEqual([])
  })

  it('tells the user what to do next in Chinese, not only what went wrong', () => {
    const withoutNextStep = errorCodes.filter(
      (code) => code !== 'cancelled' && !/请/.test(String(errorsOf(zhCN)[code] ?? '')),
    )
    expect(withoutNextStep).toEqual([])
  })
})
