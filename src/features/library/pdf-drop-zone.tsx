import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { isPdfFile, maxPdfMegabytes, PdfFileRefused, usePdfUpload } from './pdf-upload'
import './pdf-drop-zone.css'

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false

/**
 * PDFs dropped anywhere on the window are added to the library (imported, described, parsed in the background);
 * while files are dragged over the window an overlay says so. `onAdded` runs after a drop was accepted.
 */
export function PdfDropZone({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation()
  const uploadPdf = usePdfUpload()
  const [dragging, setDragging] = useState(false)
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    let depth = 0
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth += 1
      setDragging(true)
    }
    const leave = () => {
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault()
    }
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth = 0
      setDragging(false)
      const files = [...(event.dataTransfer?.files ?? [])]
      const pdfs = files.filter(isPdfFile)
      const refused = files
        .filter((file) => !isPdfFile(file))
        .map((file) => t('library.pdf.notPdf', { name: file.name }))
      setProblems(refused)
      if (pdfs.length === 0) return
      onAdded()
      for (const file of pdfs) {
        uploadPdf(file).catch((error: unknown) =>
          setProblems((current) => [
            ...current,
            error instanceof PdfFileRefused
              ? t(`library.pdf.${error.reason}`, { name: error.fileName, limit: maxPdfMegabytes })
              : `${file.name}: ${describeError(error)}`,
          ]),
        )
      }
    }
    window.addEventListener('dragenter', enter)
    window.addEventListener('dragleave', leave)
    window.addEventListener('dragover', over)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragenter', enter)
      window.removeEventListener('dragleave', leave)
      window.removeEventListener('dragover', over)
      window.removeEventListener('drop', drop)
    }
  }, [uploadPdf, onAdded, t])

  return (
    <>
      {dragging ? (
        <div className="pdf-drop-overlay" aria-hidden="true">
          <p>{t('library.pdf.dropHere')}</p>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div className="pdf-drop-problems alert alert-error" role="alert">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
          <button type="button" className="button button-small" onClick={() => setProblems([])}>
            {t('library.pdf.dismiss')}
          </button>
        </div>
      ) : null}
    </>
  )
}
