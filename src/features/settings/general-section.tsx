import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsPatch } from '../../../electron/shared/contract/commands/settings-patch'
import type { Settings } from '../../../electron/shared/domain/settings'
import { FormError, FormField } from '../../components/form-field'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { SettingTextField } from './setting-text-field'

const themes: Settings['theme'][] = ['system', 'light', 'dark']

export function GeneralSection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const [error, setError] = useState<string | null>(null)
  if (!settings) return null

  async function change(patch: SettingsPatch) {
    try {
      await save({ patch })
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-general">
      <h2 id="settings-general" className="settings-section-title">
        {t('settings.general.title')}
      </h2>
      <div className="settings-grid">
        <FormField label={t('settings.general.language')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={settings.language}
              onChange={(event) => void change({ language: event.target.value === 'zh-CN' ? 'zh-CN' : 'en' })}
            >
              <option value="en">English</option>
              <option value="zh-CN">简体中文</option>
            </select>
          )}
        </FormField>
        <fieldset className="field settings-theme">
          <legend className="field-label">{t('settings.general.theme')}</legend>
          <div className="segmented">
            {themes.map((theme) => (
              <label key={theme} className={settings.theme === theme ? 'segment segment-active' : 'segment'}>
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={settings.theme === theme}
                  onChange={() => void change({ theme })}
                />
                {t(`settings.general.themes.${theme}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <SettingTextField
          label={t('settings.general.maxSteps')}
          value={String(settings.tools.maxSteps)}
          hint={t('settings.general.maxStepsHint')}
          onCommit={(value) => change({ tools: { maxSteps: Number(value) } })}
        />
        <SettingTextField
          label={t('settings.general.toolTimeout')}
          value={String(settings.tools.timeoutSeconds)}
          hint={t('settings.general.toolTimeoutHint')}
          onCommit={(value) => change({ tools: { timeoutSeconds: Number(value) } })}
        />
        <SettingTextField
          label={t('settings.general.python')}
          value={settings.analysis.pythonPath}
          hint={t('settings.general.pythonHint')}
          onCommit={(value) => change({ analysis: { pythonPath: value } })}
        />
      </div>
      <FormError message={error} />
    </section>
  )
}
