import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { kindOfContentType } from '../../../electron/shared/domain/media-types'
import { MarkdownView } from '../../components/markdown/markdown-view'

const ArtifactDataView = lazy(() => import('../data-views/artifact-data-view'))

interface ArtifactContentProps {
  content: string
  contentType: string
  /** Which artifact version this is, for images, tables and FITS files, whose views read it through the engine. */
  artifact: { sessionId: string; id: string; version: number; title: string }
}

/** Markdown is rendered (with math); images, tables and FITS files get their views; other text is shown as stored. */
export function ArtifactContent({ content, contentType, artifact }: ArtifactContentProps) {
  const { t } = useTranslation()
  if (contentType === 'text/markdown') return <MarkdownView text={content} />
  if (kindOfContentType(contentType) !== 'text') {
    return (
      <Suspense fallback={<p className="muted">{t('artifacts.loading')}</p>}>
        <ArtifactDataView artifact={{ ...artifact, contentType }} />
      </Suspense>
    )
  }
  return (
    <pre className="artifact-code">
      <code>{content}</code>
    </pre>
  )
}
