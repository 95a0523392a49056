import { useTranslation } from 'react-i18next'

const builtInAgents = ['main', 'literature', 'analysis'] as const
const isBuiltIn = (agent: string): agent is (typeof builtInAgents)[number] =>
  (builtInAgents as readonly string[]).includes(agent)

/** The header of the steps an agent takes after a handover (call_subagent) and when the lead takes over again. */
export function StepAgentView({ agent }: { agent: string }) {
  const { t } = useTranslation()
  const name = isBuiltIn(agent) ? t(`timeline.agents.${agent}`) : t('timeline.agents.custom', { name: agent })
  return (
    <p className="timeline-agent" data-testid="step-agent" data-agent={agent}>
      {name}
    </p>
  )
}
