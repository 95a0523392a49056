import type { z } from 'zod'
import { adsLibraryCommands } from './commands/ads-libraries'
import { agentCommands } from './commands/agent'
import { appCommands } from './commands/app'
import { artifactCommands } from './commands/artifact'
import { backgroundCommands } from './commands/background'
import { catalogCommands } from './commands/catalog'
import { digestCommands } from './commands/digest'
import { embeddingCommands } from './commands/embeddings'
import { filesCommands } from './commands/files'
import { hooksCommands } from './commands/hooks'
import { libraryCommands } from './commands/library'
import { libraryAddCommands } from './commands/library-add'
import { libraryAskCommands } from './commands/library-ask'
import { libraryRecordCommands } from './commands/library-records'
import { libraryViewCommands } from './commands/library-view'
import { mcpCommands } from './commands/mcp'
import { memoryCommands } from './commands/memory'
import { metricsCommands } from './commands/metrics'
import { permissionCommands } from './commands/permission'
import { projectCommands } from './commands/project'
import { providerDetectCommands } from './commands/provider-detect'
import { pythonEnvironmentCommands } from './commands/python-env'
import { questionCommands } from './commands/question'
import { sessionCommands } from './commands/session'
import { settingsCommands } from './commands/settings'
import { skillsCommands } from './commands/skills'
import { teamCommands } from './commands/team'
import { toolsCommands } from './commands/tools'
import { zoteroCommands } from './commands/zotero'

/** Every command the engine answers, declared once: name → zod input and output. */
export const commands = {
  ...adsLibraryCommands,
  ...agentCommands,
  ...appCommands,
  ...artifactCommands,
  ...backgroundCommands,
  ...catalogCommands,
  ...digestCommands,
  ...embeddingCommands,
  ...filesCommands,
  ...libraryCommands,
  ...libraryAskCommands,
  ...libraryAddCommands,
  ...libraryRecordCommands,
  ...libraryViewCommands,
  ...mcpCommands,
  ...memoryCommands,
  ...metricsCommands,
  ...hooksCommands,
  ...permissionCommands,
  ...projectCommands,
  ...sessionCommands,
  ...providerDetectCommands,
  ...pythonEnvironmentCommands,
  ...questionCommands,
  ...settingsCommands,
  ...skillsCommands,
  ...teamCommands,
  ...toolsCommands,
  ...zoteroCommands,
} as const

export type Commands = typeof commands
export type CommandName = keyof Commands
/** What a caller may send (before defaults are applied). */
export type CommandInput<N extends CommandName> = z.input<Commands[N]['input']>
/** What a handler receives (after parsing). */
export type ParsedCommandInput<N extends CommandName> = z.output<Commands[N]['input']>
export type CommandOutput<N extends CommandName> = z.output<Commands[N]['output']>

export const commandNames = Object.keys(commands) as CommandName[]

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name)
}
