import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type McpServerSettings, mcpServerSettingsSchema } from '../../../electron/shared/domain/mcp'
import { describeError } from '../../data/describe-error'
import {
  type McpSecretChange,
  mcpSecretChanges,
  parseSecretLines,
  secretLinesText,
  valuesToReenter,
} from './mcp-secret-lines'

interface McpServerFormProps {
  initial: McpServerSettings
  isNew: boolean
  onSave: (server: McpServerSettings, secrets: McpSecretChange[]) => Promise<void>
  onCancel: () => void
}

/** Add or edit one server; environment and header values are write-only (an empty value keeps the stored one). */
export function McpServerForm({ initial, isNew, onSave, onCancel }: McpServerFormProps) {
  const { t } = useTranslation()
  const formId = useId()
  const field = (name: string) => `${formId}-${name}`
  const [name, setName] = useState(initial.name)
  const [transport, setTransport] = useState(initial.transport)
  const [command, setCommand] = useState(initial.transport === 'stdio' ? initial.command : '')
  const [args, setArgs] = useState(initial.transport === 'stdio' ? initial.args.join('\n') : '')
  const [cwd, setCwd] = useState(initial.transport === 'stdio' ? initial.cwd : '')
  const [env, setEnv] = useState(initial.transport === 'stdio' ? secretLinesText(initial.envNames, '=') : '')
  const [url, setUrl] = useState(initial.transport === 'http' ? initial.url : '')
  const [headers, setHeaders] = useState(initial.transport === 'http' ? secretLinesText(initial.headerNames, ':') : '')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const lines = parseSecretLines(transport === 'stdio' ? env : headers, transport === 'stdio' ? '=' : ':')
    const keys = lines.map((line) => line.key)
    const parsed = mcpServerSettingsSchema.safeParse(
      transport === 'stdio'
        ? {
            name,
            enabled: initial.enabled,
            transport,
            command,
            args: args.split('\n').filter((line) => line.trim() !== ''),
            cwd: cwd.trim(),
            envNames: keys,
          }
        : { name, enabled: initial.enabled, transport, url: url.trim(), headerNames: keys },
    )
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setError(t('settings.mcp.invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' }))
      return
    }
    const server = parsed.data
    const missing = valuesToReenter(initial, isNew, server, lines)
    if (missing.length > 0) {
      setError(t('settings.mcp.reenterValues', { names: missing.join(', ') }))
      return
    }
    const secrets = mcpSecretChanges(initial, isNew, server, lines)
    setSaving(true)
    try {
      await onSave(server, secrets)
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="provider-form" onSubmit={submit} aria-label={t('settings.mcp.formLabel')}>
      <div className="settings-grid">
        <div className="field">
          <label className="field-label" htmlFor={field('name')}>
            {t('settings.mcp.name')}
          </label>
          <input
            id={field('name')}
            className="input"
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={field('transport')}>
            {t('settings.mcp.transport')}
          </label>
          <select
            id={field('transport')}
            className="select"
            value={transport}
            onChange={(event) => setTransport(event.target.value === 'http' ? 'http' : 'stdio')}
          >
            <option value="stdio">{t('settings.mcp.transports.stdio')}</option>
            <option value="http">{t('settings.mcp.transports.http')}</option>
          </select>
        </div>
        {transport === 'stdio' ? (
          <>
            <div className="field field-wide">
              <label className="field-label" htmlFor={field('command')}>
                {t('settings.mcp.command')}
              </label>
              <input
                id={field('command')}
                className="input"
                value={command}
                placeholder="npx"
                onChange={(event) => setCommand(event.target.value)}
              />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={field('args')}>
                {t('settings.mcp.args')}
              </label>
              <textarea
                id={field('args')}
                className="input"
                rows={3}
                value={args}
                placeholder={'-y\n@modelcontextprotocol/server-filesystem'}
                onChange={(event) => setArgs(event.target.value)}
              />
            </div>
            <div className="field">
              <label className="field-label" htmlFor={field('env')}>
                {t('settings.mcp.env')}
              </label>
              <textarea
                id={field('env')}
                className="input"
                rows={3}
                value={env}
                placeholder="API_TOKEN=…"
                aria-describedby={field('secret-hint')}
                onChange={(event) => setEnv(event.target.value)}
              />
            </div>
            <div className="field field-wide">
              <label className="field-label" htmlFor={field('cwd')}>
                {t('settings.mcp.cwd')}
              </label>
              <input id={field('cwd')} className="input" value={cwd} onChange={(event) => setCwd(event.target.value)} />
            </div>
          </>
        ) : (
          <>
            <div className="field field-wide">
              <label className="field-label" htmlFor={field('url')}>
                {t('settings.mcp.url')}
              </label>
              <input
                id={field('url')}
                className="input"
                type="url"
                value={url}
                placeholder="http://127.0.0.1:3001/mcp"
                onChange={(event) => setUrl(event.target.value)}
              />
            </div>
            <div className="field field-wide">
              <label className="field-label" htmlFor={field('headers')}>
                {t('settings.mcp.headers')}
              </label>
              <textarea
                id={field('headers')}
                className="input"
                rows={3}
                value={headers}
                placeholder="Authorization: Bearer …"
                aria-describedby={field('secret-hint')}
                onChange={(event) => setHeaders(event.target.value)}
              />
            </div>
          </>
        )}
        <span id={field('secret-hint')} className="field-hint field-wide">
          {t('settings.mcp.secretHint')}
        </span>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="provider-form-actions">
        <span className="spacer" />
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {isNew ? t('settings.mcp.add') : t('common.save')}
        </button>
      </div>
    </form>
  )
}
