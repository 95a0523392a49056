import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AgentProfileSettings } from '../../../electron/shared/domain/settings'
import { FormStatus } from '../../components/form-status'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { AgentForm } from './agent-form'

const newAgent = (): AgentProfileSettings => ({ name: '', description: '', prompt: '', tools: [] })

/**
 * Settings → Agents: the user's own agents (a name, what it is for, its instructions, the tools it may use). The lead
 * agent can hand work to them with call_subagent; one named like a built-in agent (main, literature, analysis)
 * replaces it.
 */
export function AgentsSection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const [agents, setAgents] = useState<AgentProfileSettings[]>(settings?.agents ?? [])
  const [dirty, setDirty] = useState(false)
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)

  useEffect(() => {
    setAgents(settings?.agents ?? [])
    setDirty(false)
  }, [settings?.agents])

  function change(index: number, agent: AgentProfileSettings | null) {
    setAgents((current) => {
      const next = current.slice()
      if (agent) next[index] = agent
      else next.splice(index, 1)
      return next
    })
    setDirty(true)
    setStatus(null)
  }

  async function saveAgents() {
    try {
      await save({ patch: { agents: agents.filter((agent) => agent.name.trim() !== '') }, secrets: [] })
      setStatus({ error: false, text: t('settings.agents.saved') })
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }

  return (
    <section className="settings-section" aria-labelledby="settings-agents" data-testid="agents-section">
      <h2 id="settings-agents" className="settings-section-title">
        {t('settings.agents.title')}
      </h2>
      <p className="muted">{t('settings.agents.intro')}</p>
      {agents.length === 0 ? <p className="muted">{t('settings.agents.none')}</p> : null}
      {agents.map((agent, index) => (
        // Agents are edited in place; their names may change while typing, so the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <AgentForm key={index} agent={agent} onChange={(next) => change(index, next)} />
      ))}
      <div className="provider-form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setAgents((current) => [...current, newAgent()])
            setDirty(true)
          }}
        >
          + {t('settings.agents.add')}
        </button>
        <span className="spacer" />
        <button type="button" className="button button-primary" disabled={!dirty} onClick={() => void saveAgents()}>
          {t('settings.agents.save')}
        </button>
      </div>
      <FormStatus message={status} />
    </section>
  )
}
