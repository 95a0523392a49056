import { z } from 'zod'
import type { Db } from '../../db/open-database'
import { type AgentRunRecord, agentRunSchema, type RunStatus } from './agent-run-record'
import { type StoredBody, type StoredMessage, storedBodySchema } from './stored-message'

export interface NewRow {
  runId: string
  step: number
  body: StoredBody
}

export interface AgentMessageStore {
  startRun(run: { id: string; sessionId: string; prompt: string; startedAt: number }): void
  /** Appends rows in one transaction (one step), in order, after the session's last row. */
  append(sessionId: string, rows: readonly NewRow[], createdAt: number): void
  endRun(
    runId: string,
    end: {
      status: Exclude<RunStatus, 'running'>
      steps: number
      error?: { code: string; message: string; hint?: string }
      endedAt: number
    },
  ): void
  messages(sessionId: string): StoredMessage[]
  runs(sessionId: string): AgentRunRecord[]
  /** Runs left `running` by a crash are closed as errors when the engine starts. */
  closeInterruptedRuns(endedAt: number): number
  sessionCost(sessionId: string): number
  /** Deletes the run `runId` and every later run of its session with their rows; returns the deleted run ids. */
  removeRunsFrom(sessionId: string, runId: string): string[]
}

interface RunRow {
  id: string
  session_id: string
  prompt: string
  status: string
  steps: number
  error: string | null
  started_at: number
  ended_at: number | null
}

/** A run's error is kept as JSON (code, message, hint); runs stored before that hold the message alone. */
const storedErrorSchema = z.object({ code: z.string(), message: z.string(), hint: z.string().optional() })

function readStoredError(text: string | null): {
  error: string | null
  errorCode: string | null
  errorHint: string | null
} {
  if (text === null) return { error: null, errorCode: null, errorHint: null }
  try {
    const parsed = storedErrorSchema.safeParse(JSON.parse(text))
    if (parsed.success) {
      return { error: parsed.data.message, errorCode: parsed.data.code, errorHint: parsed.data.hint ?? null }
    }
  } catch {
    // A message stored as plain text.
  }
  return { error: text, errorCode: null, errorHint: null }
}

export function createAgentMessageStore(db: Db): AgentMessageStore {
  const insertRun = db.prepare(
    "insert into agent_runs (id, session_id, prompt, status, started_at) values (?, ?, ?, 'running', ?)",
  )
  const finishRun = db.prepare('update agent_runs set status = ?, steps = ?, error = ?, ended_at = ? where id = ?')
  const lastPosition = db.prepare<[string], { last: number | null }>(
    'select max(position) as last from agent_messages where session_id = ?',
  )
  const insertRow = db.prepare(
    'insert into agent_messages (session_id, position, run_id, step, kind, body, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  )
  const selectRows = db.prepare<
    [string],
    { position: number; run_id: string; step: number; body: string; created_at: number }
  >('select position, run_id, step, body, created_at from agent_messages where session_id = ? order by position')
  const selectRuns = db.prepare<[string], RunRow>(
    'select * from agent_runs where session_id = ? order by started_at, rowid',
  )
  const closeRunning = db.prepare(
    "update agent_runs set status = 'error', error = 'The app stopped while this run was in progress.', ended_at = ? where status = 'running'",
  )
  const selectCost = db.prepare<[string], { total: number | null }>(
    "select sum(json_extract(body, '$.costUsd')) as total from agent_messages where session_id = ? and kind in ('assistant', 'delegated-usage')",
  )

  const deleteRun = db.prepare('delete from agent_runs where id = ?')
  const deleteRunRows = db.prepare('delete from agent_messages where run_id = ?')

  const appendAll = db.transaction((sessionId: string, rows: readonly NewRow[], createdAt: number) => {
    let position = (lastPosition.get(sessionId)?.last ?? -1) + 1
    for (const row of rows) {
      insertRow.run(sessionId, position, row.runId, row.step, row.body.kind, JSON.stringify(row.body), createdAt)
      position += 1
    }
  })

  const removeAll = db.transaction((sessionId: string, runId: string): string[] => {
    const ids = selectRuns.all(sessionId).map((row) => row.id)
    const from = ids.indexOf(runId)
    if (from === -1) return []
    const removed = ids.slice(from)
    for (const id of removed) {
      deleteRunRows.run(id)
      deleteRun.run(id)
    }
    return removed
  })

  return {
    startRun(run) {
      insertRun.run(run.id, run.sessionId, run.prompt, run.startedAt)
    },
    append(sessionId, rows, createdAt) {
      if (rows.length > 0) appendAll.immediate(sessionId, rows, createdAt)
    },
    endRun(runId, end) {
      finishRun.run(end.status, end.steps, end.error ? JSON.stringify(end.error) : null, end.endedAt, runId)
    },
    messages(sessionId) {
      return selectRows.all(sessionId).map((row) => ({
        position: row.position,
        runId: row.run_id,
        step: row.step,
        createdAt: row.created_at,
        body: storedBodySchema.parse(JSON.parse(row.body)),
      }))
    },
    runs(sessionId) {
      return selectRuns.all(sessionId).map((row) =>
        agentRunSchema.parse({
          id: row.id,
          sessionId: row.session_id,
          prompt: row.prompt,
          status: row.status,
          steps: row.steps,
          ...readStoredError(row.error),
          startedAt: row.started_at,
          endedAt: row.ended_at,
        }),
      )
    },
    closeInterruptedRuns(endedAt) {
      return closeRunning.run(endedAt).changes
    },
    sessionCost(sessionId) {
      return selectCost.get(sessionId)?.total ?? 0
    },
    removeRunsFrom(sessionId, runId) {
      return removeAll.immediate(sessionId, runId)
    },
  }
}
