import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '../components/copy-button'
import { formatCost } from './format-usage'
import { useMessageActions } from './message-actions-context'
import type { RunView } from './timeline-types'

/** The run's answer as Markdown: its text parts in order. */
function answerText(run: RunView): string {
  return run.blocks
    .flatMap((block) => (block.kind === 'step' ? block.parts : []))
    .flatMap((part) => (part.kind === 'text' ? [part.text] : []))
    .join('\n\n')
    .trim()
}

function endLabelKey(run: RunView): string | null {
  if (run.status === 'cancelled') return 'timeline.runCancelled'
  if (run.status === 'max-steps') return 'timeline.runMaxSteps'
  if (run.status === 'error') return 'timeline.runError'
  return null
}

/** How the run ended, its cost, and the answer's actions: copy, and regenerate (or retry) for the newest run. */
export function RunEndView({ run }: { run: RunView }) {
  const { t } = useTranslation()
  const actions = useMessageActions()
  const [busy, setBusy] = useState(false)
  const answer = answerText(run)
  const labelKey = endLabelKey(run)
  const cost =
    run.costUsd > 0 || !run.costKnown ? formatCost(run.costUsd, run.costKnown, t('timeline.costUnknown')) : ''
  const failed = run.status === 'error' || run.status === 'cancelled'
  const canRegenerate = actions !== null && !actions.running && actions.lastRunId === run.id

  async function regenerate() {
    if (!actions) return
    setBusy(true)
    await actions.regenerate(run.id)
    setBusy(false)
  }

  return (
    <div className="timeline-run-end">
      {labelKey ? (
        <p className="timeline-marker" data-testid="run-end">
          {t(labelKey)}
          {cost ? ` · ${cost}` : ''}
        </p>
      ) : null}
      <div className="message-actions" data-testid="answer-actions">
        {!labelKey && cost ? <span className="timeline-run-cost">{cost}</span> : null}
        {answer ? (
          <CopyButton text={answer} label={t('messages.copyAnswer')} className="button button-quiet button-small" />
        ) : null}
        {canRegenerate ? (
          <button
            type="button"
            className="button button-quiet button-small"
            disabled={busy}
            onClick={() => void regenerate()}
          >
            {failed ? t('messages.retry') : t('messages.regenerate')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
