import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DigestCitationSettings } from '../../../electron/shared/domain/settings'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useCitationAlerts } from './use-citation-alerts'

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** Whose citations to follow: the reader's ORCID iD or name, and library collections. */
function CitationSetup({ current }: { current: DigestCitationSettings }) {
  const { t } = useTranslation()
  const { save } = useSettings()
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const ids = { orcid: useId(), author: useId(), collections: useId(), days: useId() }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    try {
      await save({
        patch: {
          digest: {
            citations: {
              orcid: text('orcid'),
              author: text('author'),
              collections: listOf(text('collections')),
              days: Number(text('days')),
            },
          },
        },
      })
      setStatus({ error: false, text: t('digest.citations.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }
  return (
    <form className="digest-citation-setup" onSubmit={(event) => void submit(event)}>
      <label className="field-label" htmlFor={ids.orcid}>
        {t('digest.citations.orcid')}
      </label>
      <input
        id={ids.orcid}
        name="orcid"
        className="input"
        defaultValue={current.orcid}
        placeholder="0000-0002-1825-0097"
      />
      <label className="field-label" htmlFor={ids.author}>
        {t('digest.citations.author')}
      </label>
      <input id={ids.author} name="author" className="input" defaultValue={current.author} />
      <label className="field-label" htmlFor={ids.collections}>
        {t('digest.citations.collections')}
      </label>
      <input id={ids.collections} name="collections" className="input" defaultValue={current.collections.join(', ')} />
      <label className="field-label" htmlFor={ids.days}>
        {t('digest.citations.days')}
      </label>
      <input id={ids.days} name="days" className="input" type="number" min={1} max={90} defaultValue={current.days} />
      <button type="submit" className="button button-small">
        {t('common.save')}
      </button>
      {status ? (
        <p className={status.error ? 'alert alert-error' : 'muted'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
    </form>
  )
}

/** New papers citing the reader's papers or the chosen collections' papers (NASA ADS), below the listing. */
export function CitationAlerts() {
  const { t } = useTranslation()
  const { settings } = useSettings()
  const { alerts, error, loading } = useCitationAlerts()
  const titleId = useId()
  if (!settings) return null
  const notSetUp = alerts?.status === 'not-set-up'
  return (
    <section className="digest-citations" aria-labelledby={titleId} data-testid="citation-alerts">
      <h2 id={titleId}>{t('digest.citations.title')}</h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      {loading && !alerts ? <p className="muted">{t('digest.citations.loading')}</p> : null}
      {notSetUp ? <p className="muted">{t('digest.citations.notSetUp')}</p> : null}
      {alerts && !notSetUp ? (
        <>
          <p className="muted">
            {t('digest.citations.window', { count: alerts.entries.length, from: alerts.from, to: alerts.to })}
          </p>
          <ul className="digest-list">
            {alerts.entries.map((alert) => (
              <li key={alert.bibcode} className="digest-citation">
                <a href={alert.url} target="_blank" rel="noreferrer noopener">
                  {alert.title}
                </a>
                <p className="muted">{alert.authors.slice(0, 5).join('; ')}</p>
                <p className="digest-why">
                  {[
                    ...(alert.citesOwn ? [t('digest.citations.citesOwn')] : []),
                    ...(alert.cites.length > 0
                      ? [t('digest.citations.cites', { titles: alert.cites.map((title) => `“${title}”`).join('; ') })]
                      : []),
                  ].join('; ')}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <details open={notSetUp}>
        <summary>{t('digest.citations.setUp')}</summary>
        <CitationSetup key={JSON.stringify(settings.digest.citations)} current={settings.digest.citations} />
      </details>
    </section>
  )
}
