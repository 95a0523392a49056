import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Settings } from '../../electron/shared/domain/settings'

/** Puts the chosen theme and language on the document; "system" leaves the theme to `prefers-color-scheme`. */
export function useApplyAppearance(settings: Settings | null) {
  const { i18n } = useTranslation()
  const theme = settings?.theme ?? 'system'
  const language = settings?.language ?? 'en'

  useEffect(() => {
    const root = document.documentElement
    if (theme === 'system') delete root.dataset.theme
    else root.dataset.theme = theme
  }, [theme])

  useEffect(() => {
    document.documentElement.lang = language
    if (i18n.language !== language) void i18n.changeLanguage(language)
  }, [language, i18n])
}
