import type { TaskProgress } from './progress-reducer'

interface ProgressBarProps {
  label: string
  progress: TaskProgress
  /** Shown at the end of the message line while the task can still be stopped. */
  cancel?: { label: string; text: string; onCancel: () => void }
}

/** A labelled progress bar with the engine's latest message under it. */
export function ProgressBar({ label, progress, cancel }: ProgressBarProps) {
  const percent = Math.round(progress.fraction * 100)
  return (
    <div className="library-progress">
      <div className="library-progress-head">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress className="library-progress-bar" max={100} value={percent} aria-label={label} />
      <div className="library-progress-foot">
        <span className="library-progress-message muted">{progress.message}</span>
        {cancel ? (
          <button
            type="button"
            className="button button-quiet button-small"
            aria-label={cancel.label}
            onClick={cancel.onCancel}
          >
            {cancel.text}
          </button>
        ) : null}
      </div>
    </div>
  )
}
