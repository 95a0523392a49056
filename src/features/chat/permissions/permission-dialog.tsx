import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionDecision } from '../../../../electron/shared/contract/commands/permission'
import { Modal } from '../../../components/modal'
import { describeError } from '../../../data/describe-error'
import { useToolInfo } from '../../../data/tool-catalog-context'
import { localize } from '../../../i18n/localize'
import { formatForViewer } from '../../../timeline/format-json'
import type { PermissionRequestView } from '../../../timeline/timeline-types'
import './permissions.css'

interface PermissionDialogProps {
  request: PermissionRequestView
  /** How many more requests wait behind this one. */
  waiting: number
  /** Where a command would run (run_bash: the session's project folder); null for other tools. */
  workingDirectory: string | null
  onReply: (decision: PermissionDecision, reason: string | undefined) => Promise<void>
}

/**
 * Holds a tool call until the user answers. Escape does not dismiss it: every way out is an explicit answer, and the
 * first focus is on Deny so a stray Enter never allows anything.
 */
export function PermissionDialog({ request, waiting, workingDirectory, onReply }: PermissionDialogProps) {
  const { t, i18n } = useTranslation()
  const info = useToolInfo(request.tool)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const denyButton = useRef<HTMLButtonElement>(null)
  const reasonId = useId()

  async function reply(decision: PermissionDecision) {
    setBusy(true)
    try {
      const trimmed = reason.trim()
      await onReply(decision, decision === 'deny' && trimmed ? trimmed : undefined)
      setError(null)
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      title={t('permission.title', { tool: info ? localize(info.ui.title, i18n.language) : request.tool })}
      // A notice says in the window's language what the engine's reason says in English: it is not said twice.
      description={request.notices.length > 0 || !request.reason ? t('permission.defaultReason') : request.reason}
      initialFocus={denyButton}
      wide
    >
      <div className="permission-body" data-testid="permission-dialog" data-request-id={request.requestId}>
        <p className="permission-tool">
          <span className="muted">{t('permission.tool')}</span> <code>{request.tool}</code>
          {request.level === 'confirm' ? (
            <span className="badge badge-warning">{t('permission.confirmLevel')}</span>
          ) : null}
        </p>
        {request.notices.map((notice) => (
          <p
            key={notice.code}
            className={notice.code === 'no-os-sandbox' ? 'alert alert-error' : 'alert library-warning'}
            role="note"
          >
            {t(`permission.notice.${notice.code}`, notice.params)}
          </p>
        ))}
        {workingDirectory ? (
          <p className="permission-tool" data-testid="permission-cwd">
            <span className="muted">{t('permission.workingDirectory')}</span> <code>{workingDirectory}</code>
          </p>
        ) : null}
        <div className="field">
          <span className="field-label">{t('permission.arguments')}</span>
          <pre className="code-viewer permission-arguments">{formatForViewer(request.arguments).text}</pre>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={reasonId}>
            {t('permission.denyReason')}
          </label>
          <input
            id={reasonId}
            className="input"
            value={reason}
            maxLength={2000}
            placeholder={t('permission.denyReasonPlaceholder')}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        {waiting > 0 ? <p className="muted">{t('permission.waiting', { count: waiting })}</p> : null}
      </div>
      <div className="modal-actions">
        <button
          ref={denyButton}
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={() => void reply('deny')}
        >
          {t('permission.deny')}
        </button>
        <span className="spacer" />
        {request.allowAlways ? (
          <button type="button" className="button" disabled={busy} onClick={() => void reply('always')}>
            {t('permission.always')}
          </button>
        ) : null}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void reply('once')}>
          {t('permission.once')}
        </button>
      </div>
    </Modal>
  )
}
