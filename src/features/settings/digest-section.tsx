import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SettingsPatch } from '../../../electron/shared/contract/commands/settings-patch'
import { FormStatus } from '../../components/form-status'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'
import { SettingTextField } from './setting-text-field'

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * Settings → Digest: the arXiv categories of the morning listing (with cross-lists or not), the authors and keywords
 * that rank a paper up, how many papers to show, and whether to fetch at start-up and once a day.
 */
export function DigestSection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const transport = useTransport()
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const [suggested, setSuggested] = useState<string[]>([])
  const chosen = settings?.digest.categories.length ?? 0
  useEffect(() => {
    if (chosen > 0) return
    let current = true
    transport.invoke('digest.suggestCategories', {}).then(
      ({ categories }) => {
        if (current) setSuggested(categories)
      },
      () => {},
    )
    return () => {
      current = false
    }
  }, [transport, chosen])
  if (!settings) return null
  const digest = settings.digest

  async function change(patch: SettingsPatch['digest']) {
    try {
      await save({ patch: { digest: patch } })
      setStatus({ error: false, text: t('settings.digest.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
      throw caught
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-digest" data-testid="digest-section">
      <h2 id="settings-digest" className="settings-section-title">
        {t('settings.digest.title')}
      </h2>
      <p className="muted">{t('settings.digest.intro')}</p>
      <div className="settings-grid">
        <SettingTextField
          label={t('settings.digest.categories')}
          value={digest.categories.join(', ')}
          placeholder="astro-ph.EP, astro-ph.SR"
          hint={t('settings.digest.categoriesHint')}
          onCommit={(value) => change({ categories: splitList(value, /[,\s]+/) })}
        />
        {digest.categories.length === 0 && suggested.length > 0 ? (
          <p className="field field-wide">
            {t('settings.digest.suggested', { categories: suggested.join(', ') })}{' '}
            <button
              type="button"
              className="button button-small"
              onClick={() => void change({ categories: suggested }).catch(() => {})}
            >
              {t('settings.digest.useSuggested')}
            </button>
          </p>
        ) : null}
        <label className="field field-wide settings-check">
          <input
            type="checkbox"
            checked={digest.crossLists}
            onChange={(event) => void change({ crossLists: event.target.checked }).catch(() => {})}
          />
          {t('settings.digest.crossLists')}
        </label>
        <SettingTextField
          label={t('settings.digest.authors')}
          value={digest.authors.join('; ')}
          placeholder="Gillon, M.; Winn, J. N."
          hint={t('settings.digest.authorsHint')}
          onCommit={(value) => change({ authors: splitList(value, /;/) })}
        />
        <SettingTextField
          label={t('settings.digest.keywords')}
          value={digest.keywords.join(', ')}
          placeholder="TRAPPIST-1, JWST"
          hint={t('settings.digest.keywordsHint')}
          onCommit={(value) => change({ keywords: splitList(value, /,/) })}
        />
        <SettingTextField
          label={t('settings.digest.count')}
          value={String(digest.count)}
          hint={t('settings.digest.countHint')}
          onCommit={(value) => change({ count: Number(value) })}
        />
        <label className="field field-wide settings-check">
          <input
            type="checkbox"
            checked={digest.fetchAtStartUp}
            onChange={(event) => void change({ fetchAtStartUp: event.target.checked }).catch(() => {})}
          />
          {t('settings.digest.fetchAtStartUp')}
        </label>
      </div>
      <FormStatus message={status} />
    </section>
  )
}
