import { useTranslation } from 'react-i18next'
import { HighlightForm } from './highlight-form'
import type { SelectedText } from './selection-highlight'

interface HighlightComposerProps {
  selection: SelectedText
  saving: boolean
  onSave: (color: string, comment: string) => void
  onCancel: () => void
}

/** After selecting text: pick a colour, add an optional comment, save. */
export function HighlightComposer({ selection, saving, onSave, onCancel }: HighlightComposerProps) {
  const { t } = useTranslation()
  return (
    <HighlightForm
      label={t('reader.newHighlight')}
      className="reader-composer"
      colorName="highlight-color"
      initial={{ color: 'yellow', comment: '' }}
      submitLabel={t('reader.saveHighlight')}
      saving={saving}
      onSave={onSave}
      onCancel={onCancel}
    >
      <p className="reader-composer-quote">
        <span className="muted">{t('reader.pageShort', { page: selection.page })}</span> “{selection.quote}”
      </p>
    </HighlightForm>
  )
}
