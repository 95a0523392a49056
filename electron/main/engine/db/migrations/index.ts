import type { Migration } from '../migration'
import { sessionsMigration } from './001-sessions'
import { agentMessagesMigration } from './010-agent-messages'
import { agentAuditLogMigration } from './020-agent-audit-log'
import { artifactsMigration } from './030-artifacts'
import { libraryMigration } from './040-library'
import { ragMigration } from './050-rag'
import { memoriesMigration } from './060-memories'
import { memoriesEnabledMigration } from './061-memories-enabled'
import { sessionAllowancesMigration } from './062-session-allowances'
import { libraryTextSearchMigration } from './063-library-text-search'
import { parseStatusPartialMigration } from './064-parse-status-partial'
import { zoteroLinksMigration } from './065-zotero-links'
import { ragRankingMigration } from './066-rag-ranking'
import { sessionModelAndPinMigration } from './067-session-model-and-pin'
import { artifactVersionAuthorMigration } from './070-artifact-version-author'
import { recentProjectDirsMigration } from './071-recent-project-dirs'
import { delegatedUsageRowsMigration } from './072-delegated-usage-rows'
import { bibtexCitationKeysMigration } from './073-bibtex-citation-keys'
import { paperBibliographyMigration } from './080-paper-bibliography'
import { paperTextSearchRowsMigration } from './081-paper-text-search-rows'
import { parserVersionMigration } from './085-parser-version'
import { arxivDigestMigration } from './090-arxiv-digest'
import { digestVectorsMigration } from './105-digest-vectors'
import { runVersionsMigration } from './111-run-versions'

/**
 * Every schema step, in version order. A release's databases sit at its newest version and only later versions are
 * applied to them, so a new step always takes a number above every released one (the release before this had 60).
 */
export const migrations: readonly Migration[] = [
  sessionsMigration,
  agentMessagesMigration,
  agentAuditLogMigration,
  artifactsMigration,
  libraryMigration,
  ragMigration,
  memoriesMigration,
  memoriesEnabledMigration,
  sessionAllowancesMigration,
  libraryTextSearchMigration,
  parseStatusPartialMigration,
  zoteroLinksMigration,
  ragRankingMigration,
  sessionModelAndPinMigration,
  artifactVersionAuthorMigration,
  recentProjectDirsMigration,
  delegatedUsageRowsMigration,
  bibtexCitationKeysMigration,
  paperBibliographyMigration,
  paperTextSearchRowsMigration,
  parserVersionMigration,
  arxivDigestMigration,
  digestVectorsMigration,
  runVersionsMigration,
]
