import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'
import { useOptimisticSwitch } from './use-optimistic-switch'
import { type SkillList, useSkills } from './use-skills'

type SkillSummary = SkillList['skills'][number]

function SkillRow({ skill, onToggle }: { skill: SkillSummary; onToggle: (enabled: boolean) => Promise<void> }) {
  const { t } = useTranslation()
  const transport = useTransport()
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const enabled = useOptimisticSwitch(skill.enabled, onToggle)
  const toggleText = async () => {
    if (text !== null) {
      setText(null)
      return
    }
    try {
      setText((await transport.invoke('skills.read', { name: skill.name })).text)
    } catch (caught) {
      setError(describeError(caught))
    }
  }
  return (
    <li className="hook-row">
      <div className="hook-row-head">
        <label>
          <input
            type="checkbox"
            checked={enabled.checked}
            onChange={(event) => void enabled.change(event.target.checked)}
          />{' '}
          <strong>{skill.name}</strong>
        </label>
        <span className="badge">{t(`settings.skills.origins.${skill.origin}`)}</span>
        <span className="badge">{t(`settings.skills.modes.${skill.mode}`)}</span>
        <span className="spacer" />
        <button
          type="button"
          className="button button-small"
          aria-expanded={text !== null}
          onClick={() => void toggleText()}
        >
          {t('settings.skills.view')}
        </button>
      </div>
      <span className="muted">{skill.description}</span>
      {text !== null ? (
        <section aria-label={t('settings.skills.textLabel', { name: skill.name })}>
          <pre className="code-viewer skill-text">{text}</pre>
        </section>
      ) : null}
      {error ? <p className="alert alert-error">{error}</p> : null}
    </li>
  )
}

/**
 * Settings → Skills: the built-in skills and the user's, each with its description and mode, its SKILL.md on demand
 * and a switch; a skill folder can be added by its path.
 */
export function SkillsSection() {
  const { t } = useTranslation()
  const transport = useTransport()
  const { settings, save } = useSettings()
  const skills = useSkills()
  const folderId = useId()
  const [folder, setFolder] = useState('')
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null)
  if (!settings) return null
  const disabled = settings.skills.disabled

  const toggle = async (name: string, enabled: boolean) => {
    try {
      const next = enabled ? disabled.filter((item) => item !== name) : [...new Set([...disabled, name])]
      await save({ patch: { skills: { disabled: next } } })
      await skills.refresh()
      setStatus(null)
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }
  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    try {
      const { name } = await transport.invoke('skills.add', { folder: folder.trim() })
      setFolder('')
      setStatus({ error: false, text: t('settings.skills.added', { name }) })
      await skills.refresh()
    } catch (caught) {
      setStatus({ error: true, text: describeError(caught) })
    }
  }
  const list = skills.list
  return (
    <section className="settings-section" aria-labelledby="settings-skills" data-testid="skills-section">
      <h2 id="settings-skills" className="settings-section-title">
        {t('settings.skills.title')}
      </h2>
      <p className="muted">{t('settings.skills.intro')}</p>
      {skills.error ? (
        <p className="alert alert-error" role="alert">
          {skills.error}
        </p>
      ) : null}
      {list === null ? (
        <p className="muted">{t('common.loading')}</p>
      ) : list.skills.length === 0 ? (
        <p className="muted">{t('settings.skills.none')}</p>
      ) : (
        <ul className="hook-list" aria-label={t('settings.skills.listLabel')}>
          {list.skills.map((skill) => (
            <SkillRow key={skill.name} skill={skill} onToggle={(enabled) => toggle(skill.name, enabled)} />
          ))}
        </ul>
      )}
      {list && list.problems.length > 0 ? (
        <div className="alert library-warning" role="note">
          <p>{t('settings.skills.problems')}</p>
          <ul>
            {list.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form className="hook-form" aria-label={t('settings.skills.addTitle')} onSubmit={(event) => void add(event)}>
        <label className="field-label" htmlFor={folderId}>
          {t('settings.skills.folder')}
        </label>
        <div className="settings-inline">
          <input
            id={folderId}
            className="input"
            value={folder}
            required
            placeholder="/home/me/skills/photometry-checklist"
            onChange={(event) => setFolder(event.target.value)}
          />
          <button type="submit" className="button" disabled={folder.trim() === ''}>
            {t('settings.skills.add')}
          </button>
        </div>
        <span className="field-hint">{t('settings.skills.folderHint')}</span>
      </form>
      {status ? (
        <p
          className={status.error ? 'alert alert-error' : 'alert alert-success'}
          role={status.error ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
    </section>
  )
}
