import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FormStatus } from '../../components/form-status'
import { describeError } from '../../data/describe-error'
import { useToolCatalog } from '../../data/tool-catalog-context'
import { useTransport } from '../../data/transport-context'
import { localize } from '../../i18n/localize'
import { PermissionRuleRow } from './permission-rule-row'

const MCP_TOOL_PREFIX = 'mcp__'

function newRule(): PermissionRule {
  return {
    id: `rule-${crypto.randomUUID().slice(0, 8)}`,
    effect: 'ask',
    tool: '',
    agent: '*',
    reason: '',
    source: 'user',
  }
}

/**
 * Settings → Permissions: every rule with where it came from; edit, add, remove, save, or reset to the defaults. The
 * tool of a rule is picked from the engine's tool list, with its default level; a name it does not list cannot be saved.
 */
export function PermissionsSection() {
  const { t, i18n } = useTranslation()
  const transport = useTransport()
  const catalog = useToolCatalog()
  const toolListId = useId()
  const [rules, setRules] = useState<PermissionRule[] | null>(null)
  const [stored, setStored] = useState<readonly PermissionRule[]>([])
  const [dirty, setDirty] = useState(false)
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)

  // MCP servers may have started since the window opened: their tools belong in the picker.
  const refreshTools = catalog.refresh
  useEffect(() => {
    void refreshTools()
  }, [refreshTools])

  const run = useCallback(async (action: () => Promise<PermissionRule[]>, done?: string) => {
    try {
      const saved = await action()
      setRules(saved)
      setStored(saved)
      setDirty(false)
      setStatus(done ? { error: false, text: done } : null)
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }, [])

  useEffect(() => {
    void run(() => transport.invoke('permission.rules.list', {}))
  }, [run, transport])

  function change(index: number, rule: PermissionRule | null) {
    setRules((current) => {
      if (!current) return current
      const next = current.slice()
      if (rule) next[index] = rule
      else next.splice(index, 1)
      return next
    })
    setDirty(true)
    setStatus(null)
  }

  // A rule kept as it was stored may name the tool of an MCP server that is not running now; the tools of a server
  // that has not started yet are checked by the engine, which starts it on save.
  const isUnknownTool = (rule: PermissionRule) =>
    catalog.loaded &&
    rule.tool !== '' &&
    rule.tool !== '*' &&
    !rule.tool.startsWith(MCP_TOOL_PREFIX) &&
    !catalog.tools.has(rule.tool) &&
    !stored.some((kept) => kept.id === rule.id && kept.tool === rule.tool)
  const hasUnknownTool = (rules ?? []).some(isUnknownTool)

  const save = () =>
    run(
      () =>
        transport.invoke('permission.rules.set', { rules: (rules ?? []).filter((rule) => rule.tool.trim() !== '') }),
      t('settings.permissions.saved'),
    )

  return (
    <section className="settings-section" aria-labelledby="settings-permissions" data-testid="permissions-section">
      <div className="settings-section-header">
        <h2 id="settings-permissions" className="settings-section-title">
          {t('settings.permissions.title')}
        </h2>
        <button type="button" className="button button-small" onClick={() => setConfirmReset(true)}>
          {t('settings.permissions.reset')}
        </button>
      </div>
      <p className="muted">{t('settings.permissions.intro')}</p>
      {catalog.permissionTimeoutSeconds !== null ? (
        <p className="muted" data-testid="permission-timeout">
          {t('settings.permissions.timeout', { seconds: catalog.permissionTimeoutSeconds })}
        </p>
      ) : null}
      {catalog.loadError ? (
        <p className="alert alert-error" role="alert">
          {catalog.loadError}
        </p>
      ) : null}
      <datalist id={toolListId}>
        <option value="*">{t('settings.permissions.everyTool')}</option>
        {[...catalog.tools.values()].map((tool) => (
          <option key={tool.name} value={tool.name}>
            {`${localize(tool.ui.title, i18n.language)} · ${t(`settings.permissions.levels.${tool.defaultPermission}`)}`}
          </option>
        ))}
      </datalist>
      {rules === null ? null : rules.length === 0 ? (
        <p className="muted">{t('settings.permissions.none')}</p>
      ) : (
        <table className="rules-table">
          <thead>
            <tr>
              <th scope="col">{t('settings.permissions.tool')}</th>
              <th scope="col">{t('settings.permissions.agent')}</th>
              <th scope="col">{t('settings.permissions.effect')}</th>
              <th scope="col">{t('settings.permissions.reason')}</th>
              <th scope="col">{t('settings.permissions.source')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule, index) => (
              <PermissionRuleRow
                key={rule.id}
                rule={rule}
                tool={catalog.tools.get(rule.tool) ?? null}
                unknownTool={isUnknownTool(rule)}
                toolListId={toolListId}
                onChange={(next) => change(index, next)}
              />
            ))}
          </tbody>
        </table>
      )}
      <div className="provider-form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setRules((current) => [...(current ?? []), newRule()])
            setDirty(true)
          }}
        >
          + {t('settings.permissions.addRule')}
        </button>
        <span className="spacer" />
        <button
          type="button"
          className="button button-primary"
          disabled={!dirty || hasUnknownTool}
          onClick={() => void save()}
        >
          {t('settings.permissions.save')}
        </button>
      </div>
      <FormStatus message={status} />
      {confirmReset ? (
        <ConfirmDialog
          title={t('settings.permissions.resetTitle')}
          message={t('settings.permissions.resetMessage')}
          confirmLabel={t('settings.permissions.reset')}
          onCancel={() => setConfirmReset(false)}
          onConfirm={() => {
            setConfirmReset(false)
            void run(() => transport.invoke('permission.rules.reset', {}))
          }}
        />
      ) : null}
    </section>
  )
}
