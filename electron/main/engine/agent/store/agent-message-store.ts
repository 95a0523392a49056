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
  /** Records a run on the shown path, following the last run shown (or `followsRunId`, for a new version). */
  startRun(run: {
    id: string
    sessionId: string
    prompt: string
    startedAt: number
    followsRunId?: string | null
  }): void
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
  /** The rows of the runs on the shown path, in order. */
  messages(sessionId: string): StoredMessage[]
  /** The runs on the shown path, each with which version of its message it is. */
  runs(sessionId: string): AgentRunRecord[]
  /** Runs left `running` by a crash are closed as errors when the engine starts. */
  closeInterruptedRuns(endedAt: number): number
  sessionCost(sessionId: string): number
  /**
   * Sets the shown run `runId` and every shown run after it aside, kept as a version of its message; returns their ids
   * and the run the next version follows.
   */
  shelveFrom(sessionId: string, runId: string): { shelved: string[]; followsRunId: string | null } | null
  /** Shows version `runId` and what followed it when it was set aside, in place of the shown version; null if unknown. */
  showVersion(sessionId: string, runId: string): { hidden: string[] } | null
}

interface RunRow {
  id: string
  session_id: string
  parent_run_id: string | null
  shelved_with: string | null
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
    "insert into agent_runs (id, session_id, prompt, status, started_at, parent_run_id) values (?, ?, ?, 'running', ?, ?)",
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
  >(
    `select m.position, m.run_id, m.step, m.body, m.created_at from agent_messages m
     join agent_runs r on r.id = m.run_id
     where m.session_id = ? and r.shelved_with is null order by m.position`,
  )
  const selectAllRuns = db.prepare<[string], RunRow>(
    'select * from agent_runs where session_id = ? order by started_at, rowid',
  )
  const shelve = db.prepare('update agent_runs set shelved_with = ? where id = ?')
  const unshelveGroup = db.prepare(
    'update agent_runs set shelved_with = null where session_id = ? and shelved_with = ?',
  )
  const closeRunning = db.prepare(
    "update agent_runs set status = 'error', error = 'The app stopped while this run was in progress.', ended_at = ? where status = 'running'",
  )
  const selectCost = db.prepare<[string], { total: number | null }>(
    "select sum(json_extract(body, '$.costUsd')) as total from agent_messages where session_id = ? and kind in ('assistant', 'delegated-usage')",
  )

  const shownRuns = (sessionId: string) => selectAllRuns.all(sessionId).filter((row) => row.shelved_with === null)

  const appendAll = db.transaction((sessionId: string, rows: readonly NewRow[], createdAt: number) => {
    let position = (lastPosition.get(sessionId)?.last ?? -1) + 1
    for (const row of rows) {
      insertRow.run(sessionId, position, row.runId, row.step, row.body.kind, JSON.stringify(row.body), createdAt)
      position += 1
    }
  })

  const shelveAll = db.transaction((sessionId: string, runId: string) => {
    const shown = shownRuns(sessionId)
    const from = shown.findIndex((row) => row.id === runId)
    const first = shown[from]
    if (!first) return null
    const shelved = shown.slice(from).map((row) => row.id)
    for (const id of shelved) shelve.run(runId, id)
    return { shelved, followsRunId: first.parent_run_id }
  })

  const showAll = db.transaction((sessionId: string, runId: string) => {
    const all = selectAllRuns.all(sessionId)
    const wanted = all.find((row) => row.id === runId)
    if (!wanted) return null
    if (wanted.shelved_with === null) return { hidden: [] }
    const shownSibling = all.find(
      (row) => row.shelved_with === null && row.parent_run_id === wanted.parent_run_id && row.id !== runId,
    )
    const hidden = shownSibling ? (shelveAll(sessionId, shownSibling.id)?.shelved ?? []) : []
    unshelveGroup.run(sessionId, wanted.shelved_with)
    return { hidden }
  })

  /** Versions of one message are the runs that follow the same run, oldest first. */
  const versionOf = (all: readonly RunRow[], row: RunRow): AgentRunRecord['version'] => {
    const siblings = all.filter((candidate) => candidate.parent_run_id === row.parent_run_id)
    if (siblings.length < 2) return null
    const index = siblings.findIndex((candidate) => candidate.id === row.id)
    return {
      number: index + 1,
      count: siblings.length,
      previousRunId: siblings[index - 1]?.id ?? null,
      nextRunId: siblings[index + 1]?.id ?? null,
    }
  }

  return {
    startRun(run) {
      const follows = run.followsRunId !== undefined ? run.followsRunId : (shownRuns(run.sessionId).at(-1)?.id ?? null)
      insertRun.run(run.id, run.sessionId, run.prompt, run.startedAt, follows)
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
      const all = selectAllRuns.all(sessionId)
      return all
        .filter((row) => row.shelved_with === null)
        .map((row) =>
          agentRunSchema.parse({
            id: row.id,
            sessionId: row.session_id,
            prompt: row.prompt,
            status: row.status,
            steps: row.steps,
            ...readStoredError(row.error),
            startedAt: row.started_at,
            endedAt: row.ended_at,
            version: versionOf(all, row),
          }),
        )
    },
    closeInterruptedRuns(endedAt) {
      return closeRunning.run(endedAt).changes
    },
    sessionCost(sessionId) {
      return selectCost.get(sessionId)?.total ?? 0
    },
    shelveFrom(sessionId, runId) {
      return shelveAll.immediate(sessionId, runId)
    },
    showVersion(sessionId, runId) {
      return showAll.immediate(sessionId, runId)
    },
  }
}
