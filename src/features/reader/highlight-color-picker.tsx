import { useTranslation } from 'react-i18next'
import { type HighlightColor, highlightColors } from './highlight-colors'

interface HighlightColorPickerProps {
  /** Radio group name: unique per form on the page. */
  name: string
  value: string
  onChange: (color: HighlightColor) => void
}

/** The highlight colours as a radio group, each shown in its own colour. */
export function HighlightColorPicker({ name, value, onChange }: HighlightColorPickerProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="reader-colors">
      <legend className="visually-hidden">{t('reader.color')}</legend>
      {highlightColors.map((item) => (
        <label key={item} className={`reader-color reader-highlight-${item}`}>
          <input type="radio" name={name} value={item} checked={value === item} onChange={() => onChange(item)} />
          <span>{t(`reader.colors.${item}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
