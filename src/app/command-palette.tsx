import { Command } from 'cmdk'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../electron/shared/domain/paper'
import type { Session } from '../../electron/shared/domain/session'
import { Modal } from '../components/modal'
import { sessionTitle } from '../components/session-title'
import { describeError } from '../data/describe-error'
import { useSettings } from '../data/settings-context'
import { type SettingsSectionId, settingsSections } from '../features/settings/settings-sections'
import { type MainViewId, mainViews } from './main-views'
import { usePalettePapers } from './use-palette-papers'

interface CommandPaletteProps {
  sessions: readonly Session[]
  onClose: () => void
  onSelectSession: (id: string) => void
  /** A paper from the library: the reader when it has a PDF, else the library list showing it. */
  onOpenPaper: (paper: Paper) => void
  onNewSession: () => void
  onView: (view: MainViewId) => void
  onSettingsSection: (section: SettingsSectionId) => void
  onToggleSessions: () => void
  onToggleArtifacts: () => void
  onShortcuts: () => void
  onLookUpObject: (name: string) => void
}

const themes = ['light', 'dark', 'system'] as const
const languages = [
  { id: 'en', name: 'English' },
  { id: 'zh-CN', name: '简体中文' },
] as const

function paperLine(paper: Paper): string {
  const firstAuthor = paper.authors[0]
  return [firstAuthor, paper.year].filter((part) => part !== undefined && part !== null).join(' · ')
}

/** Ctrl/Cmd+K: jump to a session or a paper, or run an action, by typing part of its name. */
export function CommandPalette(props: CommandPaletteProps) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const [search, setSearch] = useState('')
  const papers = usePalettePapers(search)
  const { save } = useSettings()
  const [error, setError] = useState<string | null>(null)
  const run = (action: () => void) => {
    props.onClose()
    action()
  }
  const saveAndClose = (patch: Parameters<typeof save>[0]['patch']) =>
    save({ patch }).then(props.onClose, (caught: unknown) => setError(describeError(caught)))
  return (
    <Modal title={t('palette.title')} onEscape={props.onClose} initialFocus={input} wide>
      <Command label={t('palette.title')} className="command-palette">
        <Command.Input
          ref={input}
          className="input"
          placeholder={t('palette.placeholder')}
          value={search}
          onValueChange={setSearch}
        />
        <Command.List className="command-palette-list">
          <Command.Empty className="muted">{t('palette.empty')}</Command.Empty>
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <Command.Group heading={t('palette.actions')}>
            <Command.Item onSelect={() => run(props.onNewSession)}>{t('sessions.new')}</Command.Item>
            {mainViews.map((view) => (
              <Command.Item key={view} value={`view ${view}`} onSelect={() => run(() => props.onView(view))}>
                {t('palette.goTo', { view: t(`app.view.${view}`) })}
              </Command.Item>
            ))}
            {settingsSections.map((section) => (
              <Command.Item
                key={section}
                value={`settings ${section} ${t(`settings.${section}.title`)}`}
                onSelect={() => run(() => props.onSettingsSection(section))}
              >
                {t('palette.settingsSection', { section: t(`settings.${section}.title`) })}
              </Command.Item>
            ))}
            <Command.Item onSelect={() => run(props.onToggleSessions)}>{t('palette.toggleSessions')}</Command.Item>
            <Command.Item onSelect={() => run(props.onToggleArtifacts)}>{t('palette.toggleArtifacts')}</Command.Item>
            {themes.map((theme) => (
              <Command.Item key={theme} value={`theme ${theme}`} onSelect={() => void saveAndClose({ theme })}>
                {t('palette.theme', { theme: t(`settings.general.themes.${theme}`) })}
              </Command.Item>
            ))}
            {languages.map((language) => (
              <Command.Item
                key={language.id}
                value={`language ${language.id} ${language.name}`}
                onSelect={() => void saveAndClose({ language: language.id })}
              >
                {t('palette.language', { language: language.name })}
              </Command.Item>
            ))}
            <Command.Item onSelect={() => run(props.onShortcuts)}>{t('shortcuts.title')}</Command.Item>
          </Command.Group>
          <Command.Group heading={t('sessions.title')}>
            {props.sessions.map((session) => (
              <Command.Item
                key={session.id}
                value={`${session.id} ${sessionTitle(session, t)}`}
                onSelect={() => run(() => props.onSelectSession(session.id))}
              >
                {sessionTitle(session, t)}
              </Command.Item>
            ))}
          </Command.Group>
          {papers.length > 0 ? (
            <Command.Group heading={t('palette.papers')}>
              {papers.map((paper) => (
                <Command.Item
                  key={paper.id}
                  value={`paper ${paper.id} ${paper.title}`}
                  // The library already matched it (authors, abstract…): keep it whatever the palette's own filter says.
                  keywords={[search]}
                  onSelect={() => run(() => props.onOpenPaper(paper))}
                >
                  <span className="command-palette-paper">{paper.title}</span>
                  <span className="muted command-palette-paper-line">{paperLine(paper)}</span>
                </Command.Item>
              ))}
            </Command.Group>
          ) : null}
          {search.trim() ? (
            <Command.Group heading={t('palette.objects')}>
              <Command.Item
                value={`object lookup ${search}`}
                onSelect={() => run(() => props.onLookUpObject(search.trim()))}
              >
                {t('palette.lookUpObject', { name: search.trim() })}
              </Command.Item>
            </Command.Group>
          ) : null}
        </Command.List>
      </Command>
    </Modal>
  )
}
