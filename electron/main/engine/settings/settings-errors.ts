import type { z } from 'zod'
import { detailedError } from '../../../shared/contract/error-details'
import type { CommandError } from '../../../shared/contract/transport'

function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(settings)' : path.map(String).join('.')
}

/** One readable line per problem, naming the setting: `providers.0.baseUrl: Invalid URL`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ')
}

export function invalidSettings(problems: string): CommandError {
  return detailedError('settings-invalid', { problems })
}
