import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { useCommandMutation } from '../../data/use-command-mutation'
import { maxPdfMegabytes, PdfFileRefused, usePdfUpload } from './pdf-upload'
import { usePdfDialog } from './use-pdf-dialog'

interface AddPdfButtonProps {
  /** Attach to this paper instead of adding new papers. */
  paperId?: string
  label: string
  /** The accessible name, when it must say more than the label. */
  ariaLabel?: string
  className?: string
  onError: (message: string) => void
  onAdded?: () => void
}

/**
 * "Add PDF…" / "Attach PDF": the system's file dialog in the desktop app (the engine copies the files picked), the
 * browser's file input elsewhere (the PDFs are uploaded); one file for attaching, many for adding.
 */
export function AddPdfButton({ paperId, label, ariaLabel, className, onError, onAdded }: AddPdfButtonProps) {
  const { t } = useTranslation()
  const uploadPdf = usePdfUpload(paperId)
  const { mutateAsync: addWithDialog } = useCommandMutation('library.addPdfsWithDialog')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const nativeDialog = usePdfDialog()

  async function pickWithDialog() {
    try {
      const { jobs } = await addWithDialog(paperId ? { paper: paperId } : {})
      if (jobs.length > 0) onAdded?.()
    } catch (error) {
      onError(describeError(error))
    }
  }

  async function send(files: File[]) {
    for (const file of files) {
      try {
        await uploadPdf(file)
        onAdded?.()
      } catch (error) {
        onError(
          error instanceof PdfFileRefused
            ? t(`library.pdf.${error.reason}`, { name: error.fileName, limit: maxPdfMegabytes })
            : `${file.name}: ${describeError(error)}`,
        )
      }
    }
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        multiple={paperId === undefined}
        className="visually-hidden"
        aria-label={ariaLabel ?? label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          void send(files)
        }}
      />
      <button
        type="button"
        className={className ?? 'button'}
        onClick={() => (nativeDialog ? void pickWithDialog() : input.current?.click())}
      >
        {label}
      </button>
    </>
  )
}
