import { useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../app/describe-error'
import { useTransport } from '../../app/transport-context'
import { maxPdfMegabytes, PdfFileRefused, uploadPdf } from './pdf-upload'

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

/** "Add PDF…" / "Attach PDF": a file picker whose PDFs go to the engine (one for attaching, many for adding). */
export function AddPdfButton({ paperId, label, ariaLabel, className, onError, onAdded }: AddPdfButtonProps) {
  const { t } = useTranslation()
  const transport = useTransport()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()

  async function send(files: File[]) {
    for (const file of files) {
      try {
        await uploadPdf(transport, file, paperId)
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
      <button type="button" className={className ?? 'button'} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  )
}
