import { useTranslation } from 'react-i18next'

/** A dropdown of the project folders chosen last; picking one sets it. */
export function RecentFoldersSelect(props: {
  folders: readonly string[]
  disabled: boolean
  onPick: (path: string) => void
}) {
  const { t } = useTranslation()
  if (props.folders.length === 0) return null
  return (
    <select
      className="select"
      // The paths can be long: the dropdown stays narrow, its options show them whole.
      style={{ maxWidth: '14rem' }}
      aria-label={t('project.recent')}
      value=""
      disabled={props.disabled}
      onChange={(event) => {
        if (event.target.value) props.onPick(event.target.value)
      }}
    >
      <option value="">{t('project.recentPlaceholder')}</option>
      {props.folders.map((folder) => (
        <option key={folder} value={folder}>
          {folder}
        </option>
      ))}
    </select>
  )
}
