import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HookOutcome } from '../../../electron/shared/domain/hook-outcome'
import type { Settings } from '../../../electron/shared/domain/settings'
import { FormField } from '../../components/form-field'
import { TextField } from '../../components/text-field'
import { describeError } from '../../data/describe-error'
import { useSettings } from '../../data/settings-context'
import { useCommandMutation } from '../../data/use-command-mutation'
import { hookTestSummary } from './hook-test-summary'
import { useHookOutcomes } from './use-hook-outcomes'
import { useOptimisticSwitch } from './use-optimistic-switch'

type Hook = Settings['hooks'][number]
const events: Hook['event'][] = ['PreToolUse', 'PostToolUse']

function useHookTest() {
  const { t } = useTranslation()
  const test = useCommandMutation('hooks.test')
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null)
  const run = (hook: Hook) => {
    const tool = hook.matcher === '*' || hook.matcher === '' ? 'read_file' : (hook.matcher.split('|')[0] ?? 'read_file')
    test.mutate(
      { hook, tool },
      {
        onSuccess: (answer) => setResult({ text: hookTestSummary(answer, t), ok: answer.ok }),
        onError: (caught) => setResult({ text: describeError(caught), ok: false }),
      },
    )
  }
  return { result, running: test.isPending, run }
}

function TestResult({ result }: { result: { text: string; ok: boolean } | null }) {
  if (!result) return null
  return (
    <p className={result.ok ? 'alert alert-success' : 'alert alert-error'} role="status">
      {result.text}
    </p>
  )
}

function LastOutcome({ outcome }: { outcome: HookOutcome | null }) {
  const { t, i18n } = useTranslation()
  if (!outcome) return <span className="muted">{t('settings.hooks.notRun')}</span>
  const at = new Date(outcome.at).toLocaleTimeString(i18n.language)
  return outcome.ok ? (
    <span className="muted">{t('settings.hooks.lastOk', { at, tool: outcome.tool })}</span>
  ) : (
    <span className="hook-error">
      {t('settings.hooks.lastFailed', { at, tool: outcome.tool, error: outcome.message })}
    </span>
  )
}

function HookRow(props: {
  hook: Hook
  outcome: HookOutcome | null
  onChange: (hook: Hook) => Promise<void>
  onRemove: () => Promise<void>
}) {
  const { t } = useTranslation()
  const test = useHookTest()
  const { hook } = props
  const enabled = useOptimisticSwitch(hook.enabled, (next) => props.onChange({ ...hook, enabled: next }))
  return (
    <li className="hook-row">
      <div className="hook-row-head">
        <label>
          <input
            type="checkbox"
            checked={enabled.checked}
            onChange={(event) => void enabled.change(event.target.checked)}
          />{' '}
          {t('settings.hooks.enabled')}
        </label>
        <span className="badge">{hook.event}</span>
        <span className="muted">{t('settings.hooks.forTools', { tools: hook.matcher || '*' })}</span>
        <span className="spacer" />
        <button type="button" className="button button-small" disabled={test.running} onClick={() => test.run(hook)}>
          {t('settings.hooks.test')}
        </button>
        <button type="button" className="button button-small" onClick={() => void props.onRemove()}>
          {t('settings.hooks.remove')}
        </button>
      </div>
      <code className="hook-command">{hook.command}</code>
      <LastOutcome outcome={props.outcome} />
      <TestResult result={test.result} />
    </li>
  )
}

function NewHookForm({ onAdd }: { onAdd: (hook: Hook) => Promise<void> }) {
  const { t } = useTranslation()
  const test = useHookTest()
  const [event, setEvent] = useState<Hook['event']>('PreToolUse')
  const [matcher, setMatcher] = useState('*')
  const [command, setCommand] = useState('')
  const [seconds, setSeconds] = useState('10')
  const hook: Hook = {
    event,
    matcher: matcher.trim() || '*',
    command: command.trim(),
    timeoutMs: Math.min(120, Math.max(1, Number(seconds) || 10)) * 1000,
    enabled: true,
  }
  const submit = async (formEvent: React.FormEvent) => {
    formEvent.preventDefault()
    await onAdd(hook)
    setCommand('')
  }
  return (
    <form
      className="hook-form"
      aria-label={t('settings.hooks.addTitle')}
      onSubmit={(formEvent) => void submit(formEvent)}
    >
      <h3>{t('settings.hooks.addTitle')}</h3>
      <div className="settings-inline">
        <FormField label={t('settings.hooks.event')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={event}
              onChange={(change) => setEvent(change.target.value === 'PostToolUse' ? 'PostToolUse' : 'PreToolUse')}
            >
              {events.map((name) => (
                <option key={name} value={name}>
                  {t(`settings.hooks.events.${name}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField label={t('settings.hooks.matcher')} value={matcher} onChange={setMatcher} />
        <TextField
          label={t('settings.hooks.timeout')}
          type="number"
          min={1}
          max={120}
          value={seconds}
          onChange={setSeconds}
        />
      </div>
      <TextField
        label={t('settings.hooks.command')}
        hint={t('settings.hooks.commandHint')}
        value={command}
        required
        placeholder="python3 ~/hooks/log_tool_call.py"
        wide
        onChange={setCommand}
      />
      <div className="settings-inline">
        <button
          type="button"
          className="button"
          disabled={!hook.command || test.running}
          onClick={() => test.run(hook)}
        >
          {t('settings.hooks.test')}
        </button>
        <button type="submit" className="button button-primary" disabled={!hook.command}>
          {t('settings.hooks.add')}
        </button>
      </div>
      <TestResult result={test.result} />
    </form>
  )
}

/**
 * Settings → Hooks: shell commands run before or after tool calls, each with how it last ran; a hook can be tested
 * on a sample call before it is added, switched off, or removed.
 */
export function HooksSection() {
  const { t } = useTranslation()
  const { settings, save } = useSettings()
  const status = useHookOutcomes()
  const [error, setError] = useState<string | null>(null)
  if (!settings) return null
  const hooks = settings.hooks
  const saveHooks = async (next: Hook[]) => {
    try {
      await save({ patch: { hooks: next } })
      setError(null)
      await status.refresh()
    } catch (caught) {
      setError(describeError(caught))
    }
  }
  return (
    <section className="settings-section" aria-labelledby="settings-hooks" data-testid="hooks-section">
      <h2 id="settings-hooks" className="settings-section-title">
        {t('settings.hooks.title')}
      </h2>
      <p className="muted">{t('settings.hooks.intro')}</p>
      {hooks.length === 0 ? (
        <p className="muted">{t('settings.hooks.none')}</p>
      ) : (
        <ul className="hook-list" aria-label={t('settings.hooks.listLabel')}>
          {hooks.map((hook, index) => (
            <HookRow
              key={`${hook.event} ${hook.matcher} ${hook.command}`}
              hook={hook}
              outcome={status.outcomes[index] ?? null}
              onChange={(changed) => saveHooks(hooks.map((item, at) => (at === index ? changed : item)))}
              onRemove={() => saveHooks(hooks.filter((_item, at) => at !== index))}
            />
          ))}
        </ul>
      )}
      <NewHookForm onAdd={(hook) => saveHooks([...hooks, hook])} />
      {error || status.error ? (
        <p className="alert alert-error" role="alert">
          {error ?? status.error}
        </p>
      ) : null}
    </section>
  )
}
