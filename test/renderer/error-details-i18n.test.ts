import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '../../electron/shared/contract/error-codes'
import { detailedError, type ErrorDetailKey, errorDetails } from '../../electron/shared/contract/error-details'
import { CommandError } from '../../electron/shared/contract/transport'
import { describeError } from '../../src/data/describe-error'
import { type SettingsSectionId, settingsSections } from '../../src/features/settings/settings-sections'
import en from '../../src/i18n/en.json'
import { setupI18n } from '../../src/i18n/i18n'
import zhCN from '../../src/i18n/zh-CN.json'

/** Names that stay as they are in Chinese text: services, formats, units, programs, file names, an arXiv category. */
const keptAsWritten =
  /\.pdf\b|\b(MB|NASA|ADS|ADQL|arXiv|Crossref|Sesame|URL|API|Ollama|LM Studio|XML|npm run build|MCP|mcpServers|PDF|Zotero|zotero\.sqlite|AstroResearch|Chromium|Google Chrome|CHROMIUM_PATH|SKILL\.md|astro-ph\.EP)\b/g

/** English words left once the kept names and the sample parameters are taken out. */
function englishWords(text: string, samples: readonly string[]): string[] {
  let rest = text
  for (const sample of samples) rest = rest.split(sample).join(' ')
  return rest.replace(keptAsWritten, ' ').match(/[A-Za-z]{2,}/g) ?? []
}

function engineSources(): string[] {
  const root = resolve(__dirname, '../../electron')
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|md)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '')
const detailKeys = Object.keys(errorDetails) as ErrorDetailKey[]
const chineseDetails: Record<string, { message?: string; hint?: string }> = zhCN.errors.details

/** Every placeholder of a detail filled with a sample that is easy to find again and holds no English word. */
function sampleParams(key: ErrorDetailKey): Record<string, string> {
  const detail = errorDetails[key]
  const names = [...placeholders(detail.message), ...placeholders(detail.hint)]
  return Object.fromEntries(names.map((name, index) => [name, `〔样例${index}〕`]))
}

describe('every error in the user’s language', () => {
  beforeAll(() => {
    setupI18n('zh-CN')
  })

  it('writes every error code in Chinese with no English detail under it', () => {
    const leaks = errorCodes.flatMap((code) => {
      const shown = describeError(new CommandError(code, 'The engine said something in English.', 'Try this next.'))
      const words = englishWords(shown, [])
      return words.length > 0 ? [`${code}: ${shown}`] : []
    })
    expect(leaks).toEqual([])
  })

  it('writes every detailed error from its key and parameters, in Chinese, with its parameters', () => {
    const problems = detailKeys.flatMap((key) => {
      const params = sampleParams(key)
      const shown = describeError(detailedError(key, params as never))
      const words = englishWords(shown, Object.values(params))
      const kept = placeholders(chineseDetails[key]?.message ?? '').every((name) => shown.includes(params[name] ?? '?'))
      return words.length > 0 || !kept ? [`${key}: ${shown}`] : []
    })
    expect(problems).toEqual([])
  })

  it('has Chinese for exactly the contract’s detailed errors, naming only parameters the engine sends', () => {
    expect(Object.keys(chineseDetails).sort()).toEqual([...detailKeys].sort())
    for (const key of detailKeys) {
      const sent = new Set([...placeholders(errorDetails[key].message), ...placeholders(errorDetails[key].hint)])
      const chinese = chineseDetails[key] ?? {}
      const named = [...placeholders(chinese.message ?? ''), ...placeholders(chinese.hint ?? '')]
      expect({ key, unknown: named.filter((name) => !sent.has(name)) }).toEqual({ key, unknown: [] })
      expect({ key, hasHint: Boolean(chinese.hint) }).toEqual({ key, hasHint: true })
    }
  })

  it('sends the user only to Settings sections that exist, in both languages', () => {
    const titles = (messages: { settings: Record<SettingsSectionId, { title: string }> }) =>
      settingsSections.map((section) => messages.settings[section].title)
    const englishTexts = [
      JSON.stringify(en.errors),
      ...detailKeys.flatMap((key) => [errorDetails[key].message, errorDetails[key].hint]),
    ]
    const wrong = (texts: string[], arrow: RegExp, known: string[]) =>
      texts
        .flatMap((text) => [...text.matchAll(arrow)].map((match) => match[1] ?? ''))
        .filter((place) => !known.some((title) => place.startsWith(title)))
    expect(wrong(englishTexts, /Settings → ([^.,;:"'(]+)/g, titles(en))).toEqual([])
    // The engine's own hints and tool texts too; "Account → Settings → …" is another program's menu.
    const engineTexts = engineSources().map((file) => readFileSync(file, 'utf8'))
    expect(wrong(engineTexts, /(?<!→ )Settings → ([^.,;:"'(`]+)/g, titles(en))).toEqual([])
    expect(wrong([JSON.stringify(zhCN.errors)], /设置 → ([^”"，。；：（]+)/g, titles(zhCN))).toEqual([])
  })

  it('keeps the engine’s English message and hint in English', async () => {
    const i18next = setupI18n('en')
    await i18next.changeLanguage('en')
    const error = detailedError('project-dir-missing', { path: '/data/project' })
    expect(describeError(error)).toBe('The folder /data/project does not exist. Create it, or choose another folder.')
    await i18next.changeLanguage('zh-CN')
    expect(describeError(error)).toBe('文件夹 /data/project 不存在。 请先创建它，或选择其他文件夹。')
  })
})
