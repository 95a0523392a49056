import { useTranslation } from 'react-i18next'
import { kindOfContentType } from '../../../electron/shared/domain/media-types'
import { FitsView } from './fits-view'
import { PdfFirstPage } from './pdf-first-page'
import { TableView } from './table-view'
import { useDataTable, useFileBlob } from './use-data-files'
import './data-views.css'

interface ArtifactRef {
  sessionId: string
  id: string
  version: number
  title: string
  contentType: string
}

function ArtifactTable({ artifact }: { artifact: ArtifactRef }) {
  const { t } = useTranslation()
  const table = useDataTable(artifact.sessionId, { artifactId: artifact.id, version: artifact.version })
  if (table.error) return <p className="alert alert-error">{table.error}</p>
  if (!table.value) return <p className="muted">{t('common.loading')}</p>
  return <TableView table={table.value} name={artifact.title} />
}

function ArtifactImage({ artifact }: { artifact: ArtifactRef }) {
  const { t } = useTranslation()
  const file = useFileBlob(artifact.sessionId, { artifactId: artifact.id, version: artifact.version })
  if (file.error) return <p className="alert alert-error">{file.error}</p>
  if (!file.value) return <p className="muted">{t('common.loading')}</p>
  if (file.value.mediaType === 'application/pdf') return <PdfFirstPage bytes={file.value.bytes} width={640} />
  return <img className="artifact-image" src={file.value.url} alt={artifact.title} data-testid="artifact-image" />
}

/** An artifact that is not text: an image, a PDF's first page, a table or a FITS file. Loaded on demand. */
export default function ArtifactDataView({ artifact }: { artifact: ArtifactRef }) {
  const kind = kindOfContentType(artifact.contentType)
  if (kind === 'table') return <ArtifactTable artifact={artifact} />
  if (kind === 'fits') {
    return (
      <FitsView
        sessionId={artifact.sessionId}
        source={{ artifactId: artifact.id, version: artifact.version }}
        name={artifact.title}
      />
    )
  }
  return <ArtifactImage artifact={artifact} />
}
