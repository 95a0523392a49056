import { useEffect, useSyncExternalStore } from 'react'

/** An artifact version to show in the panel; `request` grows with every click, even on the same marker. */
interface ArtifactRequest {
  id: string
  version: number
  request: number
}

let current: ArtifactRequest | null = null
const listeners = new Set<() => void>()

/** Opens an artifact at a version in the artifacts panel (timeline markers call this). */
export function openArtifact(id: string, version: number): void {
  current = { id, version, request: (current?.request ?? 0) + 1 }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const snapshot = () => current

export function useArtifactRequest(): ArtifactRequest | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/** Calls `onOpen` whenever something opens an artifact, so the app shell can show the panel on a narrow window. */
export function useOnArtifactOpened(onOpen: () => void): void {
  useEffect(() => subscribe(onOpen), [onOpen])
}
