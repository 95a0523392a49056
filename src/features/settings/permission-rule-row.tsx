import { useTranslation } from 'react-i18next'
import type { PermissionRule } from '../../../electron/shared/domain/settings'

const effects: PermissionRule['effect'][] = ['allow', 'ask', 'deny']

interface PermissionRuleRowProps {
  rule: PermissionRule
  onChange: (rule: PermissionRule | null) => void
}

export function PermissionRuleRow({ rule, onChange }: PermissionRuleRowProps) {
  const { t } = useTranslation()
  const label = rule.tool || t('settings.permissions.tool')
  return (
    <tr data-testid="permission-rule" data-tool={rule.tool} data-source={rule.source}>
      <td>
        <input
          className="input"
          value={rule.tool}
          aria-label={t('settings.permissions.tool')}
          placeholder="run_bash, web_*, *"
          onChange={(event) => onChange({ ...rule, tool: event.target.value })}
        />
      </td>
      <td>
        <input
          className="input"
          value={rule.agent}
          aria-label={t('settings.permissions.agent')}
          onChange={(event) => onChange({ ...rule, agent: event.target.value || '*' })}
        />
      </td>
      <td>
        <select
          className="select"
          value={rule.effect}
          aria-label={t('settings.permissions.effect')}
          onChange={(event) => {
            const effect = effects.find((item) => item === event.target.value)
            if (effect) onChange({ ...rule, effect })
          }}
        >
          {effects.map((effect) => (
            <option key={effect} value={effect}>
              {t(`settings.permissions.effects.${effect}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          className="input"
          value={rule.reason}
          aria-label={t('settings.permissions.reason')}
          onChange={(event) => onChange({ ...rule, reason: event.target.value })}
        />
      </td>
      <td>
        <span className="badge">{t(`settings.permissions.sources.${rule.source}`)}</span>
      </td>
      <td>
        <button
          type="button"
          className="button button-small button-quiet"
          aria-label={t('settings.permissions.remove', { tool: label })}
          onClick={() => onChange(null)}
        >
          ✕
        </button>
      </td>
    </tr>
  )
}
