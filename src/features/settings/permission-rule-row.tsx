import { useTranslation } from 'react-i18next'
import type { PermissionRule } from '../../../electron/shared/domain/settings'
import type { ToolInfo } from '../../../electron/shared/domain/tool-info'
import { localize } from '../../i18n/localize'

const effects: PermissionRule['effect'][] = ['allow', 'ask', 'deny']

interface PermissionRuleRowProps {
  rule: PermissionRule
  /** The tool the rule names, when the engine lists it. */
  tool: ToolInfo | null
  /** The rule names a tool the engine does not know (a typo): it cannot be saved. */
  unknownTool: boolean
  /** The id of the datalist of every tool. */
  toolListId: string
  onChange: (rule: PermissionRule | null) => void
}

export function PermissionRuleRow({ rule, tool, unknownTool, toolListId, onChange }: PermissionRuleRowProps) {
  const { t, i18n } = useTranslation()
  const label = rule.tool || t('settings.permissions.tool')
  return (
    <tr data-testid="permission-rule" data-tool={rule.tool} data-source={rule.source}>
      <td>
        <input
          className="input"
          list={toolListId}
          value={rule.tool}
          aria-label={t('settings.permissions.tool')}
          aria-invalid={unknownTool ? true : undefined}
          placeholder={t('settings.permissions.toolPlaceholder')}
          onChange={(event) => onChange({ ...rule, tool: event.target.value.trim() })}
        />
        {tool ? (
          <span className="field-hint rule-tool-hint" data-testid="rule-tool-default">
            {t('settings.permissions.toolDefault', {
              title: localize(tool.ui.title, i18n.language),
              level: t(`settings.permissions.levels.${tool.defaultPermission}`),
            })}
          </span>
        ) : null}
        {rule.tool === '*' ? (
          <span className="field-hint rule-tool-hint">{t('settings.permissions.everyTool')}</span>
        ) : null}
        {unknownTool ? (
          <span className="field-hint rule-tool-error" role="alert">
            {t('settings.permissions.unknownTool', { tool: rule.tool })}
          </span>
        ) : null}
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
