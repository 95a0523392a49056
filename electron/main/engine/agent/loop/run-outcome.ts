export interface RunErrorInfo {
  code: string
  message: string
  hint?: string
}

export type RunStatusOutcome = 'stop' | 'max-steps' | 'error' | 'aborted'

export interface RunOutcome {
  runId: string
  status: RunStatusOutcome
  steps: number
  error: RunErrorInfo | null
}
