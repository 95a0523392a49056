import { useTranslation } from 'react-i18next'
import type { ToolPartState } from '../../electron/shared/contract/events'

const tone: Record<ToolPartState, string> = {
  pending: 'badge',
  running: 'badge badge-accent',
  completed: 'badge badge-success',
  error: 'badge badge-danger',
  denied: 'badge badge-warning',
  cancelled: 'badge',
}

export function ToolStateBadge({ state }: { state: ToolPartState }) {
  const { t } = useTranslation()
  return (
    <span className={tone[state]} data-state={state}>
      {t(`timeline.toolState.${state}`)}
    </span>
  )
}
