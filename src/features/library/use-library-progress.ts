import { useCallback, useState } from 'react'
import { useEngineEvents } from '../../data/use-engine-events'
import { applyProgress, clearProgress, emptyProgress, type LibraryTask, type ProgressState } from './progress-reducer'

/** Live download/parse progress for every paper, from `library-progress` events. */
export function useLibraryProgress(onFinished?: (paperId: string, task: LibraryTask) => void) {
  const [progress, setProgress] = useState<ProgressState>(emptyProgress)

  useEngineEvents({ types: ['library-progress'] }, (event) => {
    if (event.type !== 'library-progress') return
    setProgress((current) => applyProgress(current, event))
    if (event.fraction >= 1) onFinished?.(event.paperId, event.task)
  })

  const clear = useCallback((paperId: string, task: LibraryTask) => {
    setProgress((current) => clearProgress(current, paperId, task))
  }, [])

  return { progress, clear }
}
