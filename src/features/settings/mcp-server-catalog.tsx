import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { useTransport } from '../../data/transport-context'
import { describeMcpError } from './mcp-errors'

type Catalog = {
  resources: CommandOutput<'mcp.resources'>['resources']
  prompts: CommandOutput<'mcp.prompts'>['prompts']
}

/** What a server offers besides tools: its resources and prompts (the server starts if it was stopped). */
export function McpServerCatalog({ name }: { name: string }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [catalog, setCatalog] = useState<Catalog | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    Promise.all([transport.invoke('mcp.resources', { name }), transport.invoke('mcp.prompts', { name })]).then(
      ([{ resources }, { prompts }]) => {
        if (current) setCatalog({ resources, prompts })
      },
      (caught: unknown) => {
        if (current) setError(describeMcpError(caught, t))
      },
    )
    return () => {
      current = false
    }
  }, [transport, name, t])

  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    )
  }
  if (!catalog) return <p className="muted">{t('common.loading')}</p>
  return (
    <section className="mcp-catalog" aria-label={t('settings.mcp.catalogLabel', { name })}>
      <h3 className="mcp-catalog-title">{t('settings.mcp.resources', { count: catalog.resources.length })}</h3>
      <ul className="mcp-catalog-list">
        {catalog.resources.map((resource) => (
          <li key={resource.uri}>
            <strong>{resource.title ?? resource.name}</strong> <span className="muted">{resource.uri}</span>
          </li>
        ))}
      </ul>
      <h3 className="mcp-catalog-title">{t('settings.mcp.prompts', { count: catalog.prompts.length })}</h3>
      <ul className="mcp-catalog-list">
        {catalog.prompts.map((prompt) => (
          <li key={prompt.name}>
            <strong>{prompt.title ?? prompt.name}</strong>
            {prompt.description ? <span className="muted"> — {prompt.description}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
