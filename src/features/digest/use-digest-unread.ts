import { useEffect } from 'react'
import { useSettings } from '../../data/settings-context'
import { useCommand } from '../../data/use-command'

/**
 * Unread papers of the last stored digest (never a request to arXiv), for the view's tab; read again when `refresh`
 * changes (the view shown), when Settings do, and after a digest paper is marked. Null without categories.
 */
export function useDigestUnread(refresh: unknown): number | null {
  const { settings } = useSettings()
  const hasCategories = (settings?.digest.categories.length ?? 0) > 0
  const stored = useCommand('digest.get', { storedOnly: true, top: 1 }, { enabled: hasCategories })
  const { refetch } = stored
  // biome-ignore lint/correctness/useExhaustiveDependencies: showing another view is when the count may have moved
  useEffect(() => {
    if (hasCategories) void refetch()
  }, [hasCategories, refetch, refresh, settings])
  if (!hasCategories || !stored.data || stored.data.listingDate === null) return null
  return stored.data.unread
}
