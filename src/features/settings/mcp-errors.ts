import type { TFunction } from 'i18next'
import { describeError } from '../../data/describe-error'

const translatedCodes = ['mcp-invalid-config', 'mcp-unknown-server', 'mcp-unavailable'] as const

/** An MCP command's failure in the window's language: the code's own sentence, then the engine's detail. */
export function describeMcpError(error: unknown, t: TFunction): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null
  const known = translatedCodes.find((candidate) => candidate === code)
  if (!known) return describeError(error)
  const detail = error instanceof Object && 'message' in error && typeof error.message === 'string' ? error.message : ''
  return `${t(`settings.mcp.errors.${known}`)} ${detail}`.trim()
}
