import { useTranslation } from 'react-i18next'
import { translateError } from '../data/describe-error'
import { openArtifact } from '../navigation/artifact-navigation'
import { formatTokens } from './format-usage'
import { QuestionBlockView } from './question-block-view'
import type { RunBlock, StepBlock } from './timeline-types'

export function BlockView({ block }: { block: Exclude<RunBlock, StepBlock> }) {
  const { t, i18n } = useTranslation()
  switch (block.kind) {
    case 'compaction':
      return (
        <p className="timeline-marker" data-testid="compaction-marker">
          {t('timeline.compaction', {
            level: t(`timeline.compactionLevel.${block.level}`),
            before: formatTokens(block.tokensBefore, i18n.language),
            after: formatTokens(block.tokensAfter, i18n.language),
          })}
        </p>
      )
    case 'error':
      return <ErrorBlockView code={block.code} message={block.message} hint={block.hint} />
    case 'question':
      return <QuestionBlockView block={block} />
    case 'notice': {
      const text = t(`timeline.notice.${block.notice}`, { title: block.title, detail: block.detail })
      const artifact = block.artifact
      if (artifact) {
        return (
          <p className="timeline-marker">
            <button
              type="button"
              className="timeline-marker-link"
              data-testid="artifact-marker"
              title={t('timeline.notice.openArtifact', { title: block.title, detail: block.detail })}
              onClick={() => openArtifact(artifact.id, artifact.version)}
            >
              {text}
            </button>
          </p>
        )
      }
      return <p className={block.isError ? 'timeline-marker timeline-marker-error' : 'timeline-marker'}>{text}</p>
    }
  }
}

function ErrorBlockView(error: { code: string; message: string; hint: string | null }) {
  // Re-rendered with the language: translateError reads it.
  useTranslation()
  const shown = translateError(error)
  return (
    <div className="alert alert-error timeline-error" role="alert" data-error-code={error.code}>
      <strong>{shown.message}</strong>
      {shown.hint ? <p>{shown.hint}</p> : null}
    </div>
  )
}
