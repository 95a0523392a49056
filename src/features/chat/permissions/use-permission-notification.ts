import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { PermissionRequestView } from '../../../timeline/timeline-types'

/**
 * Tells the user outside the window that a tool waits for them, when the window is not focused. Electron grants web
 * notifications to its own pages (they become OS notifications); a browser shows them only if the user allowed it.
 */
export function usePermissionNotification(request: PermissionRequestView | undefined) {
  const { t } = useTranslation()
  const requestId = request?.requestId
  const tool = request?.tool
  const reason = request?.reason

  useEffect(() => {
    if (!requestId || document.hasFocus()) return
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
    const notification = new Notification(t('permission.notificationTitle', { tool }), {
      body: reason || t('permission.defaultReason'),
      tag: requestId,
    })
    notification.onclick = () => window.focus()
    return () => notification.close()
  }, [requestId, tool, reason, t])
}
