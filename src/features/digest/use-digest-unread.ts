import { useEffect, useState } from 'react'
import { useSettings } from '../../data/settings-context'
import { useTransport } from '../../data/transport-context'

/**
 * Unread papers of the last stored digest (never a request to arXiv), for the view's tab; read again when `refresh`
 * changes (the view shown) or Settings do. Null without categories.
 */
export function useDigestUnread(refresh: unknown): number | null {
  const transport = useTransport()
  const { settings } = useSettings()
  const [unread, setUnread] = useState<number | null>(null)
  const hasCategories = (settings?.digest.categories.length ?? 0) > 0
  useEffect(() => {
    if (!hasCategories || refresh === undefined) {
      setUnread(null)
      return
    }
    let current = true
    transport.invoke('digest.get', { storedOnly: true, top: 1 }).then(
      (digest) => {
        if (current) setUnread(digest.listingDate === null ? null : digest.unread)
      },
      () => {
        if (current) setUnread(null)
      },
    )
    return () => {
      current = false
    }
  }, [transport, hasCategories, refresh])
  return unread
}
