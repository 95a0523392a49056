import type { LocalizedText } from '../../electron/shared/domain/tool-info'

/** The phrase in the window's language; English for a language the engine's texts do not carry. */
export function localize(text: LocalizedText, language: string): string {
  return language === 'zh-CN' ? text['zh-CN'] : text.en
}
