import { useCallback, useEffect, useState } from 'react'
import { useTransport } from '../../data/transport-context'
import { applyProgress, clearProgress, emptyProgress, type LibraryTask, type ProgressState } from './progress-reducer'

/** Live download/parse progress for every paper, from `library-progress` events. */
export function useLibraryProgress(onFinished?: (paperId: string, task: LibraryTask) => void) {
  const transport = useTransport()
  const [progress, setProgress] = useState<ProgressState>(emptyProgress)

  useEffect(() => {
    return transport.subscribe({ types: ['library-progress'] }, (event) => {
      if (event.type !== 'library-progress') return
      setProgress((current) => applyProgress(current, event))
      if (event.fraction >= 1) onFinished?.(event.paperId, event.task)
    })
  }, [transport, onFinished])

  const clear = useCallback((paperId: string, task: LibraryTask) => {
    setProgress((current) => clearProgress(current, paperId, task))
  }, [])

  return { progress, clear }
}
