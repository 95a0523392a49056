import { describe, expect, it } from 'vitest'
import { migrations } from '../../../electron/main/engine/db/migrations'
import { openDatabase } from '../../../electron/main/engine/db/open-database'
import { createAuditLogHook, readAuditLog } from '../../../electron/main/engine/hooks/audit-log-hook'
import { HookRegistry } from '../../../electron/main/engine/hooks/hook-registry'
import { createHarness, testTool } from '../tools/executor-harness'

describe('audit log', () => {
  it('writes one agent_audit_log row per finished call, denials included', async () => {
    const { db } = openDatabase(':memory:', migrations)
    try {
      const hooks = new HookRegistry()
      hooks.registerPostToolUse(
        'audit-log',
        '*',
        createAuditLogHook(db, () => 1_700_000_000_000),
      )
      hooks.registerPreToolUse('guard', 'run_bash', () => ({ decision: 'block', reason: 'no' }))
      const harness = createHarness({ hooks, tools: [testTool({ name: 'read_file' }), testTool({ name: 'run_bash' })] })
      await harness.executor.executeTurn(
        [
          { id: 'c1', name: 'read_file', arguments: { text: 'a.txt' } },
          { id: 'c2', name: 'run_bash', arguments: { text: 'ls' } },
        ],
        harness.turn({ sessionId: 'audit' }),
      )
      const rows = readAuditLog(db, 'audit')
      expect(rows.map((row) => [row.callId, row.tool, row.state, row.isError, row.arguments])).toEqual([
        ['c1', 'read_file', 'completed', false, { text: 'a.txt' }],
        ['c2', 'run_bash', 'denied', true, { text: 'ls' }],
      ])
      expect(rows[0]).toMatchObject({
        runId: 'r1',
        agent: 'main',
        outputChars: 'read_file:a.txt'.length,
        createdAt: 1_700_000_000_000,
      })
      expect(readAuditLog(db, 'other')).toEqual([])
    } finally {
      db.close()
    }
  })
})
