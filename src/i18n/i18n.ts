import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './en.json'
import zhCN from './zh-CN.json'

export const languages = ['en', 'zh-CN'] as const
export type Language = (typeof languages)[number]

export function setupI18n(language: Language = 'en') {
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return i18next
}
