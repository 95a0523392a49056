import { useMemo } from 'react'
import { lineDiff } from './line-diff'

export function ArtifactDiffView({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => lineDiff(before, after), [before, after])
  return (
    <pre className="artifact-diff" data-testid="artifact-diff">
      {lines.map((line, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: diff lines have no identity beyond their position
          key={index}
          className={`artifact-diff-line artifact-diff-${line.kind}`}
        >
          <span aria-hidden="true">{line.kind === 'added' ? '+' : line.kind === 'removed' ? '−' : ' '}</span>
          {line.text}
        </div>
      ))}
    </pre>
  )
}
