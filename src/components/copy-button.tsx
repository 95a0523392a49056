import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface CopyButtonProps {
  text: string
  /** What is copied, for screen readers and the tooltip ("Copy message", "Copy code"). */
  label: string
  className?: string
}

/** Copies `text` to the clipboard and says "Copied" for a moment. */
export function CopyButton({ text, label, className = 'button button-quiet button-small' }: CopyButtonProps) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    await navigator.clipboard.writeText(text)
    setCopied(true)
  }

  return (
    <button type="button" className={className} aria-label={label} title={label} onClick={() => void copy()}>
      {copied ? t('common.copied') : t('common.copy')}
    </button>
  )
}
