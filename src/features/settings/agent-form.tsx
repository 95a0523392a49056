import { useTranslation } from 'react-i18next'
import type { AgentProfileSettings } from '../../../electron/shared/domain/settings'
import { FormField } from '../../components/form-field'
import { TextField } from '../../components/text-field'

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
  const label = agent.name || t('settings.agents.unnamed')
  return (
    <fieldset className="settings-grid agent-form" aria-label={t('settings.agents.formLabel', { name: label })}>
      <TextField
        label={t('settings.agents.name')}
        value={agent.name}
        placeholder="referee"
        onChange={(name) => onChange({ ...agent, name })}
      />
      <TextField
        label={t('settings.agents.description')}
        value={agent.description}
        onChange={(description) => onChange({ ...agent, description })}
      />
      <FormField label={t('settings.agents.prompt')} wide>
        {(control) => (
          <textarea
            {...control}
            className="textarea"
            rows={3}
            value={agent.prompt}
            onChange={(event) => onChange({ ...agent, prompt: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('settings.agents.tools')} hint={t('settings.agents.toolsHint')} wide>
        {(control) => (
          <input
            {...control}
            className="input"
            defaultValue={agent.tools.join(', ')}
            placeholder="search_papers, rag_search"
            onBlur={(event) => onChange({ ...agent, tools: toolList(event.target.value) })}
          />
        )}
      </FormField>
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
