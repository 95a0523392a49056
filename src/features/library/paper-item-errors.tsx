import { useTranslation } from 'react-i18next'
import type { Paper } from '../../../electron/shared/domain/paper'

/** Why a paper has no PDF or text, and what to do about it. */
export function PaperProblems({ paper, error }: { paper: Paper; error: string | null }) {
  const { t } = useTranslation()
  if (paper.downloadStatus === 'unavailable') {
    return (
      <p className="alert library-warning" role="status">
        {t('library.noOpenCopy')}{' '}
        {paper.publisherUrl ? (
          <a href={paper.publisherUrl} target="_blank" rel="noreferrer">
            {t('library.openPublisher')}
          </a>
        ) : null}
      </p>
    )
  }
  if (paper.parseStatus === 'no-text') {
    return <p className="alert library-warning">{t('library.noTextLayer')}</p>
  }
  if (error) {
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    )
  }
  if (paper.parseProblem && (paper.parseStatus === 'failed' || paper.parseStatus === 'partial')) {
    return (
      <p className="alert alert-error">{t(`library.pdfError.${paper.parseProblem.code}`, paper.parseProblem.params)}</p>
    )
  }
  if ((paper.parseStatus === 'failed' || paper.parseStatus === 'partial') && paper.parseError) {
    return <p className="alert alert-error">{paper.parseError}</p>
  }
  return null
}
