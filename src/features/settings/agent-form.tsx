import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentProfileSettings } from '../../../electron/shared/domain/settings'

const toolList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean)

/** One user-defined agent: name, description, instructions and its tool whitelist (names separated by commas). */
export function AgentForm({
  agent,
  onChange,
}: {
  agent: AgentProfileSettings
  onChange(agent: AgentProfileSettings | null): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const label = agent.name || t('settings.agents.unnamed')
  return (
    <fieldset className="settings-grid agent-form" aria-label={t('settings.agents.formLabel', { name: label })}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-name`}>
          {t('settings.agents.name')}
        </label>
        <input
          id={`${id}-name`}
          className="input"
          value={agent.name}
          placeholder="referee"
          onChange={(event) => onChange({ ...agent, name: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-description`}>
          {t('settings.agents.description')}
        </label>
        <input
          id={`${id}-description`}
          className="input"
          value={agent.description}
          onChange={(event) => onChange({ ...agent, description: event.target.value })}
        />
      </div>
      <div className="field field-wide">
        <label className="field-label" htmlFor={`${id}-prompt`}>
          {t('settings.agents.prompt')}
        </label>
        <textarea
          id={`${id}-prompt`}
          className="textarea"
          rows={3}
          value={agent.prompt}
          onChange={(event) => onChange({ ...agent, prompt: event.target.value })}
        />
      </div>
      <div className="field field-wide">
        <label className="field-label" htmlFor={`${id}-tools`}>
          {t('settings.agents.tools')}
        </label>
        <input
          id={`${id}-tools`}
          className="input"
          defaultValue={agent.tools.join(', ')}
          placeholder="search_papers, rag_search"
          onBlur={(event) => onChange({ ...agent, tools: toolList(event.target.value) })}
        />
        <p className="field-hint muted">{t('settings.agents.toolsHint')}</p>
      </div>
      <div>
        <button
          type="button"
          className="button button-small"
          aria-label={t('settings.agents.remove', { name: label })}
          onClick={() => onChange(null)}
        >
          {t('common.remove')}
        </button>
      </div>
    </fieldset>
  )
}
