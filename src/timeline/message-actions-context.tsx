import { createContext, useContext } from 'react'

/** What the timeline's message buttons can do; the chat provides it, a timeline without it shows copy only. */
export interface MessageActions {
  /** A run is going on: nothing can be regenerated or edited until it ends. */
  running: boolean
  /** The newest run: only its answer can be regenerated (an earlier one is replaced by editing its prompt). */
  lastRunId: string | null
  regenerate(runId: string): Promise<boolean>
  editPrompt(runId: string, prompt: string): Promise<boolean>
  /** Shows another version of a message (the run `runId`) and what followed it. */
  showVersion(runId: string): Promise<boolean>
}

const MessageActionsContext = createContext<MessageActions | null>(null)

export const MessageActionsProvider = MessageActionsContext.Provider

export function useMessageActions(): MessageActions | null {
  return useContext(MessageActionsContext)
}
