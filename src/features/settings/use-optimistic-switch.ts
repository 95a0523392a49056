import { useState } from 'react'

/**
 * A switch that shows the user's choice at once while it is being saved, then whatever was saved (the saved value
 * again if saving failed).
 */
export function useOptimisticSwitch(saved: boolean, save: (next: boolean) => Promise<void>) {
  const [pending, setPending] = useState<boolean | null>(null)
  const change = async (next: boolean) => {
    setPending(next)
    try {
      await save(next)
    } finally {
      setPending(null)
    }
  }
  return { checked: pending ?? saved, change }
}
