import { Command } from 'cmdk'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Paper } from '../../electron/shared/domain/paper'
import type { Session } from '../../electron/shared/domain/session'
import { Modal } from '../components/modal'
import { sessionTitle } from '../features/sessions/session-title'
import type { MainViewId } from './main-views'
import { usePalettePapers } from './use-palette-papers'

interface CommandPaletteProps {
  sessions: readonly Session[]
  onClose: () => void
  onSelectSession: (id: string) => void
  /** A paper from the library: the reader when it has a PDF, else the library list showing it. */
  onOpenPaper: (paper: Paper) => void
  onNewSession: () => void
  onView: (view: MainViewId) => void
  onShortcuts: () => void
}

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
  const run = (action: () => void) => {
    props.onClose()
    action()
  }
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
          <Command.Group heading={t('palette.actions')}>
            <Command.Item onSelect={() => run(props.onNewSession)}>{t('sessions.new')}</Command.Item>
            <Command.Item onSelect={() => run(() => props.onView('library'))}>{t('app.view.library')}</Command.Item>
            <Command.Item onSelect={() => run(() => props.onView('settings'))}>{t('app.view.settings')}</Command.Item>
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
        </Command.List>
      </Command>
    </Modal>
  )
}
