import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Splits pasted text into candidate identifiers: whitespace, commas and semicolons separate them. */
export function identifierCandidates(text: string): string[] {
  return text
    .split(/[\s,;]+/u)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
}

/** "Add by identifier": arXiv ids, DOIs, bibcodes or ADS / arXiv / doi.org links, one or many, in one action. */
export function AddByIdentifier({ onAdd }: { onAdd: (identifiers: string[]) => Promise<unknown> }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const identifiers = identifierCandidates(text)
    if (identifiers.length === 0) return
    setBusy(true)
    try {
      await onAdd(identifiers)
      setText('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="library-search-form" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="library-add-identifier">
        {t('library.add.identifierLabel')}
      </label>
      <input
        id="library-add-identifier"
        className="input"
        value={text}
        placeholder={t('library.add.identifierPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={busy || text.trim() === ''}>
        {t('library.add.addAction')}
      </button>
    </form>
  )
}
