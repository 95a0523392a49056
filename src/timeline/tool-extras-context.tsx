import { createContext, type ReactNode, useContext } from 'react'

/**
 * What a finished tool call can show below itself that belongs to other screens (its files, the papers it found),
 * given by the shell so the timeline does not reach into features.
 */
export interface ToolExtras {
  files(sessionId: string, metadata: Record<string, unknown>): ReactNode
  foundPapers(metadata: Record<string, unknown>): ReactNode
}

const ToolExtrasContext = createContext<ToolExtras>({ files: () => null, foundPapers: () => null })

export const ToolExtrasProvider = ToolExtrasContext.Provider

export function useToolExtras(): ToolExtras {
  return useContext(ToolExtrasContext)
}
