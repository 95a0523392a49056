import { isAbsolute } from 'node:path'
import type { Settings } from '../../../shared/domain/settings'

/** Checks that span several fields, which the schema cannot express. Returns one message per problem. */
export function crossFieldProblems(settings: Settings): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  settings.providers.forEach((provider, index) => {
    if (ids.has(provider.id)) problems.push(`providers.${index}.id: another provider already uses id "${provider.id}"`)
    ids.add(provider.id)
  })
  if (settings.activeProviderId !== null && !ids.has(settings.activeProviderId)) {
    problems.push(`activeProviderId: no provider has id "${settings.activeProviderId}"`)
  }
  if (settings.libraryDir !== '' && !isAbsolute(settings.libraryDir)) {
    problems.push(`libraryDir: "${settings.libraryDir}" must be an absolute path`)
  }
  const folder = settings.embeddings.local.folder
  if (folder !== '' && !isAbsolute(folder)) {
    problems.push(`embeddings.local.folder: "${folder}" must be an absolute path`)
  }
  return problems
}
