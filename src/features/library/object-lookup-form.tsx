import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lookUpObject } from '../../navigation/object-lookup-navigation'

/** A name (M 31, NGC 4258, Betelgeuse) looked up from the library's toolbar. */
export function ObjectLookupForm() {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (name.trim()) lookUpObject(name.trim())
  }
  return (
    <form className="library-add-row" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('library.lookup.label')}
      </label>
      <input
        id={inputId}
        className="input"
        value={name}
        placeholder={t('library.lookup.placeholder')}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={!name.trim()}>
        {t('library.lookup.submit')}
      </button>
    </form>
  )
}
