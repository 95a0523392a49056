import type { Migration } from '../migration'
import { sessionsMigration } from './001-sessions'
import { sessionModelAndPinMigration } from './002-session-model-and-pin'
import { agentMessagesMigration } from './010-agent-messages'
import { agentAuditLogMigration } from './020-agent-audit-log'
import { artifactsMigration } from './030-artifacts'
import { libraryMigration } from './040-library'
import { libraryTextSearchMigration } from './041-library-text-search'
import { parseStatusPartialMigration } from './045-parse-status-partial'
import { zoteroLinksMigration } from './047-zotero-links'
import { ragMigration } from './050-rag'
import { ragRankingMigration } from './051-rag-ranking'
import { memoriesMigration } from './060-memories'
import { memoriesEnabledMigration } from './061-memories-enabled'
import { sessionAllowancesMigration } from './062-session-allowances'

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
  parseStatusPartialMigration,
  libraryTextSearchMigration,
  zoteroLinksMigration,
  ragMigration,
  ragRankingMigration,
  memoriesMigration,
  memoriesEnabledMigration,
  sessionAllowancesMigration,
]
