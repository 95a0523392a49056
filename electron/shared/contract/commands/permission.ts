import { z } from 'zod'
import { permissionRuleSchema } from '../../domain/settings'
import { permissionNoticeSchema } from '../events'

export const permissionDecisionSchema = z.enum(['once', 'always', 'deny'])
export type PermissionDecision = z.infer<typeof permissionDecisionSchema>

/** A permission request waiting for the user (the dialog rebuilds from this list after a reload). */
export const pendingPermissionSchema = z.object({
  requestId: z.string(),
  sessionId: z.string(),
  runId: z.string(),
  toolCallId: z.string(),
  tool: z.string(),
  agent: z.string(),
  arguments: z.record(z.string(), z.unknown()),
  reason: z.string(),
  level: z.enum(['auto', 'confirm']),
  notices: z.array(permissionNoticeSchema).default([]),
  allowAlways: z.boolean().default(true),
  requestedAt: z.number(),
  expiresAt: z.number(),
})
export type PendingPermission = z.infer<typeof pendingPermissionSchema>

const rulesOutput = z.array(permissionRuleSchema)

export const permissionCommands = {
  'permission.reply': {
    input: z.object({
      requestId: z.string().min(1),
      decision: permissionDecisionSchema,
      /** Told to the model when the user denies. */
      reason: z.string().max(2000).optional(),
    }),
    output: z.object({ accepted: z.boolean() }),
  },
  'permission.pending': {
    input: z.object({ sessionId: z.string().optional() }),
    output: z.array(pendingPermissionSchema),
  },
  /** Persisted rules plus each session's always-allowed tools (source `session`). */
  'permission.rules.list': { input: z.object({}), output: rulesOutput },
  /** Replaces the rule list; session rules left out are revoked. */
  'permission.rules.set': { input: z.object({ rules: z.array(permissionRuleSchema).max(1000) }), output: rulesOutput },
  /** Back to the default rules; every session's always-allowed set is emptied. */
  'permission.rules.reset': { input: z.object({}), output: rulesOutput },
} as const
