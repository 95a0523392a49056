import { useEffect, useState } from 'react'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'
import { useCommandMutation } from '../../data/use-command-mutation'

export interface DownloadProgress {
  fraction: number
  file: string | null
}

/** Starts `embeddings.download` (the status is asked again when it ends) and follows its progress events. */
export function useEmbeddingDownload() {
  const transport = useTransport()
  const download = useCommandMutation('embeddings.download')
  const [progress, setProgress] = useState<DownloadProgress>({ fraction: 0, file: null })

  useEffect(
    () =>
      transport.subscribe({ types: ['embedding-model-progress'] }, (event) => {
        if (event.type !== 'embedding-model-progress') return
        setProgress({ fraction: event.fraction, file: event.file })
      }),
    [transport],
  )

  return {
    running: download.isPending,
    done: download.isSuccess,
    fraction: download.isSuccess ? 1 : progress.fraction,
    file: progress.file,
    error: download.error ? describeError(download.error) : null,
    start: () => {
      setProgress({ fraction: 0, file: null })
      download.mutate({})
    },
  }
}
