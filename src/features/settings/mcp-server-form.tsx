import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type McpServerSettings, mcpServerSettingsSchema } from '../../../electron/shared/domain/mcp'
import { problemsByField } from '../../components/describe-validation'
import { FormError, FormField } from '../../components/form-field'
import { TextField } from '../../components/text-field'
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
  const [name, setName] = useState(initial.name)
  const [transport, setTransport] = useState(initial.transport)
  const [command, setCommand] = useState(initial.transport === 'stdio' ? initial.command : '')
  const [args, setArgs] = useState(initial.transport === 'stdio' ? initial.args.join('\n') : '')
  const [cwd, setCwd] = useState(initial.transport === 'stdio' ? initial.cwd : '')
  const [env, setEnv] = useState(initial.transport === 'stdio' ? secretLinesText(initial.envNames, '=') : '')
  const [url, setUrl] = useState(initial.transport === 'http' ? initial.url : '')
  const [headers, setHeaders] = useState(initial.transport === 'http' ? secretLinesText(initial.headerNames, ':') : '')
  const [error, setError] = useState<string | null>(null)
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({})
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
      setProblems(problemsByField(parsed.error))
      setError(t('settings.mcp.invalid', { field: String(issue?.path[0] ?? ''), message: issue?.message ?? '' }))
      return
    }
    setProblems({})
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

  const textArea = (
    problemKey: string,
    label: string,
    value: string,
    onChange: (text: string) => void,
    placeholder: string,
    hint?: string,
  ) => (
    <FormField label={label} hint={hint} error={problems[problemKey]}>
      {(control) => (
        <textarea
          {...control}
          className="input"
          rows={3}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )

  return (
    <form className="provider-form" onSubmit={submit} aria-label={t('settings.mcp.formLabel')}>
      <div className="settings-grid">
        <TextField label={t('settings.mcp.name')} value={name} required error={problems.name} onChange={setName} />
        <FormField label={t('settings.mcp.transport')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={transport}
              onChange={(event) => setTransport(event.target.value === 'http' ? 'http' : 'stdio')}
            >
              <option value="stdio">{t('settings.mcp.transports.stdio')}</option>
              <option value="http">{t('settings.mcp.transports.http')}</option>
            </select>
          )}
        </FormField>
        {transport === 'stdio' ? (
          <>
            <TextField
              label={t('settings.mcp.command')}
              value={command}
              placeholder="npx"
              wide
              error={problems.command}
              onChange={setCommand}
            />
            {textArea('args', t('settings.mcp.args'), args, setArgs, '-y\n@modelcontextprotocol/server-filesystem')}
            {textArea('envNames', t('settings.mcp.env'), env, setEnv, 'API_TOKEN=…', t('settings.mcp.secretHint'))}
            <TextField label={t('settings.mcp.cwd')} value={cwd} wide error={problems.cwd} onChange={setCwd} />
          </>
        ) : (
          <>
            <TextField
              label={t('settings.mcp.url')}
              value={url}
              type="url"
              placeholder="http://127.0.0.1:3001/mcp"
              wide
              error={problems.url}
              onChange={setUrl}
            />
            {textArea(
              'headerNames',
              t('settings.mcp.headers'),
              headers,
              setHeaders,
              'Authorization: Bearer …',
              t('settings.mcp.secretHint'),
            )}
          </>
        )}
      </div>
      <FormError message={error} />
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
