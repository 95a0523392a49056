import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LocalServer } from '../../../electron/shared/contract/commands/provider-detect'
import { ErrorNotice } from '../../components/error-notice'
import { useSettings } from '../../data/settings-context'
import { useCommand } from '../../data/use-command'
import { newProviderId } from '../settings/new-provider'

/** Shown while no provider is set: says what to configure and offers local servers the engine found, in one click. */
export function FirstRunNotice({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const detection = useCommand('provider.detectLocal', {})
  const servers = detection.data?.servers
  const [error, setError] = useState<unknown>(null)

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
    await save({
      patch: { providers: [...(settings?.providers ?? []), provider], activeProviderId: provider.id },
    }).catch(setError)
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
      {detection.isFetching ? (
        <p className="muted" role="status">
          {t('firstRun.searching')}
        </p>
      ) : null}
      {detection.isFetching ? null : <ErrorNotice error={detection.error} />}
      {!detection.isFetching && servers?.length === 0 ? <p className="muted">{t('firstRun.noneFound')}</p> : null}
      {!detection.isFetching && servers && servers.length > 0 ? (
        <ul className="first-run-servers">
          {servers.map((server) => (
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
      {detection.isFetching ? null : (
        <button type="button" className="button button-small button-quiet" onClick={() => void detection.refetch()}>
          {t('firstRun.searchAgain')}
        </button>
      )}
      <ErrorNotice error={error} />
    </section>
  )
}
