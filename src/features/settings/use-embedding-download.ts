import { useCallback, useEffect, useState } from 'react'
import { describeError } from '../../data/describe-error'
import { useTransport } from '../../data/transport-context'

export interface DownloadState {
  running: boolean
  fraction: number
  file: string | null
  error: string | null
  done: boolean
}

const idle: DownloadState = { running: false, fraction: 0, file: null, error: null, done: false }

/** Starts `embeddings.download` and follows its `embedding-model-progress` events. */
export function useEmbeddingDownload(onFinished: () => void) {
  const transport = useTransport()
  const [state, setState] = useState<DownloadState>(idle)

  useEffect(
    () =>
      transport.subscribe({ types: ['embedding-model-progress'] }, (event) => {
        if (event.type !== 'embedding-model-progress') return
        setState((current) => ({ ...current, fraction: event.fraction, file: event.file }))
      }),
    [transport],
  )

  const start = useCallback(async () => {
    setState({ ...idle, running: true })
    try {
      await transport.invoke('embeddings.download', {})
      setState((current) => ({ ...current, running: false, fraction: 1, done: true }))
      onFinished()
    } catch (caught) {
      setState((current) => ({ ...current, running: false, error: describeError(caught) }))
    }
  }, [transport, onFinished])

  return { state, start }
}
