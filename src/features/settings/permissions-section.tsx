import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import { describeError } from '../../app/describe-error'
import { useTransport } from '../../app/transport-context'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { PermissionRuleRow } from './permission-rule-row'

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

/** Settings → Permissions: every rule with where it came from; edit, add, remove, save, or reset to the defaults. */
export function PermissionsSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const [rules, setRules] = useState<PermissionRule[] | null>(null)
  const [dirty, setDirty] = useState(false)
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)

  const run = useCallback(async (action: () => Promise<PermissionRule[]>, done?: string) => {
    try {
      setRules(await action())
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
              <PermissionRuleRow key={rule.id} rule={rule} onChange={(next) => change(index, next)} />
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
        <button type="button" className="button button-primary" disabled={!dirty} onClick={() => void save()}>
          {t('settings.permissions.save')}
        </button>
      </div>
      {status ? (
        <p className={status.error ? 'alert alert-error' : 'muted'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      ) : null}
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
