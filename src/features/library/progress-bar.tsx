import type { TaskProgress } from './progress-reducer'

/** A labelled progress bar with the engine's latest message under it. */
export function ProgressBar({ label, progress }: { label: string; progress: TaskProgress }) {
  const percent = Math.round(progress.fraction * 100)
  return (
    <div className="library-progress">
      <div className="library-progress-head">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress className="library-progress-bar" max={100} value={percent} aria-label={label} />
      <span className="library-progress-message muted">{progress.message}</span>
    </div>
  )
}
