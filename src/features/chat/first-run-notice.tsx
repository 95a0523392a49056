import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalServer } from '../../../electron/shared/contract/commands/provider-detect'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'
import { newProviderId } from '../settings/new-provider'

type Detection = { state: 'searching' } | { state: 'done'; servers: LocalServer[] } | { state: 'failed'; error: string }

/** Shown while no provider is set: says what to configure and offers local servers the engine found, in one click. */
export function FirstRunNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, save } = useSettings()
  const [detection, setDetection] = useState<Detection>({ state: 'searching' })
  const [error, setError] = useState<string | null>(null)

  const detect = useCallback(async () => {
    setDetection({ state: 'searching' })
    try {
      const { servers } = await transport.invoke('provider.detectLocal', {})
      setDetection({ state: 'done', servers })
    } catch (caught) {
      setDetection({ state: 'failed', error: describeError(caught) })
    }
  }, [transport])

  useEffect(() => {
    void detect()
  }, [detect])

  async function use(server: LocalServer, model: string) {
    const provider = {
      id: newProviderId(),
      name: `${server.name} · ${model}`,
      kind: 'openai' as const,
      baseUrl: server.baseUrl,
      model,
      toolProtocol: 'native' as const,
      contextWindow: 32_768,
    }
    try {
      await save({ patch: { providers: [...(settings?.providers ?? []), provider], activeProviderId: provider.id } })
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <section className="first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <h2 id="first-run-title">{t('firstRun.title')}</h2>
      <p>{t('firstRun.explain')}</p>
      <p className="muted">{t('firstRun.library')}</p>
      <div className="first-run-actions">
        <button type="button" className="button button-primary" onClick={onOpenSettings}>
          {t('firstRun.openSettings')}
        </button>
      </div>
      <h3>{t('firstRun.localTitle')}</h3>
      {detection.state === 'searching' ? (
        <p className="muted" role="status">
          {t('firstRun.searching')}
        </p>
      ) : null}
      {detection.state === 'failed' ? <p className="alert alert-error">{detection.error}</p> : null}
      {detection.state === 'done' && detection.servers.length === 0 ? (
        <p className="muted">{t('firstRun.noneFound')}</p>
      ) : null}
      {detection.state === 'done' && detection.servers.length > 0 ? (
        <ul className="first-run-servers">
          {detection.servers.map((server) => (
            <li key={server.baseUrl}>
              <strong>{server.name}</strong> <span className="muted">{server.baseUrl}</span>
              <div className="first-run-models">
                {server.models.length === 0 ? <span className="muted">{t('firstRun.noModels')}</span> : null}
                {server.models.slice(0, 6).map((model) => (
                  <button
                    key={model}
                    type="button"
                    className="button button-small"
                    onClick={() => void use(server, model)}
                  >
                    {t('firstRun.use', { server: server.name, model })}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {detection.state !== 'searching' ? (
        <button type="button" className="button button-small button-quiet" onClick={() => void detect()}>
          {t('firstRun.searchAgain')}
        </button>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
