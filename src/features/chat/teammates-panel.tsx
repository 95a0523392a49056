import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Teammate } from '../../../electron/shared/domain/teammate'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

/** The teammates still working for this session, also after the run that started them ended, with a Stop for them. */
export function TeammatesPanel({ sessionId, teammates }: { sessionId: string; teammates: readonly Teammate[] }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [error, setError] = useState<string | null>(null)
  if (teammates.length === 0) return null
  return (
    <section className="teammates" aria-labelledby="teammates-title" data-testid="teammates">
      <div className="teammates-head">
        <h2 id="teammates-title" className="teammates-title">
          {t('chat.teammates.title', { count: teammates.length })}
        </h2>
        <button
          type="button"
          className="button button-quiet button-small"
          onClick={() => {
            setError(null)
            transport.invoke('team.stop', { sessionId }).catch((caught: unknown) => setError(describeError(caught)))
          }}
        >
          {t('chat.teammates.stop')}
        </button>
      </div>
      <ul className="teammate-list" aria-label={t('chat.teammates.listLabel')}>
        {teammates.map((teammate) => (
          <li key={teammate.name} className="teammate" data-testid="teammate">
            <span className="teammate-name">{teammate.name}</span>
            <span className="teammate-role muted">{teammate.role}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
