import { useTranslation } from 'react-i18next'
import type { EmbeddingStatus } from '../../../electron/shared/contract/commands/embeddings'

/** Whether retrieval has vectors: the model in use, or why there is none. */
export function EmbeddingStatusLine({ status }: { status: EmbeddingStatus }) {
  const { t } = useTranslation()
  const problem = status.problem
  return (
    <p className={problem ? 'alert alert-error' : 'muted'} role="status">
      {problem
        ? t(`settings.embeddings.problems.${problem.code}`, { defaultValue: problem.message })
        : status.model
          ? t('settings.embeddings.ready', { model: status.model, dimensions: status.dimensions ?? 0 })
          : t('settings.embeddings.keywordOnly')}
    </p>
  )
}
