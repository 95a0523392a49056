import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionDecision } from '../../../electron/shared/contract/commands/permission'
import type { Session } from '../../../electron/shared/domain/session'
import { ErrorNotice } from '../../components/error-notice'
import { sessionTitle } from '../../components/session-title'
import { useSettings } from '../../data/settings-context'
import { formatCost, formatTokens } from '../../timeline/format-usage'
import { type MessageActions, MessageActionsProvider } from '../../timeline/message-actions-context'
import { OpenQuestionsProvider } from '../../timeline/open-questions-context'
import { TimelineList } from '../../timeline/timeline-list'
import { activeRun } from '../../timeline/timeline-rows'
import { TimelineSessionProvider } from '../../timeline/timeline-session-context'
import type { TimelineView } from '../../timeline/timeline-types'
import { BackgroundTasksPanel } from './background-tasks-panel'
import { Composer } from './composer'
import { ExportConversationButton } from './export-conversation-button'
import { FirstRunNotice } from './first-run-notice'
import { ModelPicker } from './model-picker'
import { PermissionDialog } from './permissions/permission-dialog'
import { usePermissionNotification } from './permissions/use-permission-notification'
import { ProjectFolder } from './project-folder'
import { SessionToolMetrics } from './session-tool-metrics'
import { TeammatesPanel } from './teammates-panel'
import { TodoStrip } from './todo-strip'
import { useRunCommands } from './use-run-commands'
import { useSessionTimeline } from './use-session-timeline'
import './chat.css'

function questionCount(view: TimelineView): number {
  return view.runs.reduce((count, run) => count + run.blocks.filter((block) => block.kind === 'question').length, 0)
}

interface ChatViewProps {
  session: Session
  onOpenSettings: () => void
}

export function ChatView({ session, onOpenSettings }: ChatViewProps) {
  const { t, i18n } = useTranslation()
  const { settings } = useSettings()
  const { view, loadError } = useSessionTimeline(session.id)
  const runCommands = useRunCommands(session.id)
  const run = activeRun(view)
  const running = run !== null
  const hasProvider = (settings?.providers.length ?? 0) > 0
  const [request] = view.pendingPermissions
  usePermissionNotification(request)

  const send = runCommands.prompt

  const messageActions: MessageActions = {
    running,
    lastRunId: view.runs[view.runs.length - 1]?.id ?? null,
    regenerate: runCommands.regenerate,
    editPrompt: runCommands.editPrompt,
    showVersion: runCommands.showVersion,
  }

  const [findRequest, setFindRequest] = useState(0)
  const closeFind = useCallback(() => setFindRequest(0), [])
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'f') return
      event.preventDefault()
      setFindRequest((request) => request + 1)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  // Escape stops the run, unless a dialog is open (it closes the dialog instead) or a key handler took it.
  const stopOnEscape = running && !request
  const cancelRun = runCommands.cancel
  useEffect(() => {
    if (!stopOnEscape) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]')) return
      void cancelRun(undefined)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [stopOnEscape, cancelRun])

  async function reply(decision: PermissionDecision, reason: string | undefined) {
    if (!request) return
    await runCommands.reply({ requestId: request.requestId, decision, reason })
  }

  return (
    <div className="chat-view">
      <header className="chat-header">
        <h1 className="chat-title" data-testid="chat-title">
          {sessionTitle(session, t)}
        </h1>
        <ModelPicker key={`model-${session.id}`} session={session} />
        <ProjectFolder key={session.id} session={session} />
        <ExportConversationButton sessionId={session.id} title={sessionTitle(session, t)} runs={view.runs} />
        {view.totalUsage.inputTokens + view.totalUsage.outputTokens > 0 ? (
          <span className="chat-cost" data-testid="session-cost" title={t('chat.costTitle')}>
            {t('chat.usage', {
              input: formatTokens(view.totalUsage.inputTokens, i18n.language),
              output: formatTokens(view.totalUsage.outputTokens, i18n.language),
              cost: formatCost(view.sessionCostUsd, view.costKnown, t('timeline.costUnknown')),
            })}
          </span>
        ) : null}
        <SessionToolMetrics sessionId={session.id} view={view} />
      </header>
      {view.runs.length === 0 && !hasProvider && settings ? (
        <div className="chat-empty">
          <FirstRunNotice onOpenSettings={onOpenSettings} />
        </div>
      ) : view.runs.length === 0 ? (
        <div className="chat-empty">
          <p className="muted">{t('chat.empty')}</p>
        </div>
      ) : (
        <OpenQuestionsProvider sessionId={session.id} questionCount={questionCount(view)}>
          <MessageActionsProvider value={messageActions}>
            <TimelineSessionProvider value={session.id}>
              <TimelineList
                view={view}
                find={findRequest > 0 ? { focusRequest: findRequest, onClose: closeFind } : null}
              />
            </TimelineSessionProvider>
          </MessageActionsProvider>
        </OpenQuestionsProvider>
      )}
      <BackgroundTasksPanel key={`background-${session.id}`} sessionId={session.id} />
      <TeammatesPanel key={`teammates-${session.id}`} sessionId={session.id} teammates={view.teammates} />
      <TodoStrip todos={view.todos} />
      <ErrorNotice error={runCommands.error ?? loadError} className="chat-error" />
      <Composer
        running={running}
        disabled={!hasProvider}
        onSend={send}
        onStop={() => void runCommands.cancel(run?.id)}
      />
      {request ? (
        <PermissionDialog
          key={request.requestId}
          request={request}
          waiting={view.pendingPermissions.length - 1}
          workingDirectory={request.tool === 'run_bash' ? session.projectDir : null}
          onReply={reply}
        />
      ) : null}
    </div>
  )
}
