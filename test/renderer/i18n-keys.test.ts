import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../src/i18n/en.json'
import zhCN from '../../src/i18n/zh-CN.json'

const srcDir = resolve(__dirname, '../../src')

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
}

function sourceFiles(): string[] {
  return readdirSync(srcDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Keys passed to `t('…')` literally, and the fixed prefixes of keys built with a template (`t(\`a.b.${x}\`)`). */
function usedKeys(): { literal: Set<string>; prefixes: Set<string> } {
  const literal = new Set<string>()
  const prefixes = new Set<string>()
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) if (match[1]) literal.add(match[1])
    for (const match of text.matchAll(/\bt\(\s*`([a-zA-Z][\w.-]*)\.\$\{/g)) if (match[1]) prefixes.add(match[1])
  }
  return { literal, prefixes }
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
/** Error details' English is the contract's (error-details.ts); error-details-i18n.test.ts checks the Chinese. */
const notErrorDetail = (key: string) => !key.startsWith('errors.details.')

describe('translations', () => {
  const english = new Set(flatten(en).map(withoutPlural))
  const chinese = new Set(flatten(zhCN).map(withoutPlural).filter(notErrorDetail))

  it('has the same keys in English and Simplified Chinese', () => {
    expect([...english].filter((key) => !chinese.has(key))).toEqual([])
    expect([...chinese].filter((key) => !english.has(key))).toEqual([])
  })

  it('has every key the renderer asks for', () => {
    const { literal, prefixes } = usedKeys()
    expect(literal.size).toBeGreaterThan(50)
    expect([...literal].filter((key) => !english.has(key))).toEqual([])
    const missingGroups = [...prefixes].filter((prefix) => ![...english].some((key) => key.startsWith(`${prefix}.`)))
    expect(missingGroups).toEqual([])
  })

  it('has every tool state and permission source the contract can send', () => {
    for (const state of ['pending', 'running', 'completed', 'error', 'denied', 'cancelled']) {
      expect(english.has(`timeline.toolState.${state}`)).toBe(true)
    }
    for (const source of ['default', 'user', 'session', 'project']) {
      expect(english.has(`settings.permissions.sources.${source}`)).toBe(true)
    }
  })
})
