import { useTranslation } from 'react-i18next'
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
      return (
        <div className="alert alert-error timeline-error" role="alert">
          <strong>{block.message}</strong>
          {block.hint ? <p>{block.hint}</p> : null}
        </div>
      )
    case 'question':
      return <QuestionBlockView block={block} />
    case 'notice':
      return (
        <p className={block.isError ? 'timeline-marker timeline-marker-error' : 'timeline-marker'}>
          {t(`timeline.notice.${block.notice}`, { title: block.title, detail: block.detail })}
        </p>
      )
  }
}
