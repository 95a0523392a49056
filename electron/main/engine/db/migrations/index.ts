import type { Migration } from '../migration'
import { sessionsMigration } from './001-sessions'
import { sessionModelAndPinMigration } from './002-session-model-and-pin'
import { agentMessagesMigration } from './010-agent-messages'
import { agentAuditLogMigration } from './020-agent-audit-log'
import { artifactsMigration } from './030-artifacts'
import { libraryMigration } from './040-library'
import { ragMigration } from './050-rag'
import { memoriesMigration } from './060-memories'

/**
 * Every schema step, in version order. Version ranges by area keep parallel work apart:
 * 1–9 foundation, 10–19 agent, 20–29 tool system and permissions, 30–39 artifacts, 40–59 library and RAG, 60–69 memory and agent services.
 */
export const migrations: readonly Migration[] = [
  sessionsMigration,
  sessionModelAndPinMigration,
  agentMessagesMigration,
  agentAuditLogMigration,
  artifactsMigration,
  libraryMigration,
  ragMigration,
  memoriesMigration,
]
