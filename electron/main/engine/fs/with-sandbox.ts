import { type ToolContext, type ToolOutput, toolError } from '../tools/define-tool'
import './filesystem-services'
import type { PathSandbox } from './path-sandbox'
import { SandboxError } from './sandbox-error'

/**
 * Runs a filesystem tool body with the session's sandbox; a missing sandbox or a refusal becomes an error result the
 * model can act on (the message names the allowed folders), anything else propagates to the executor.
 */
export async function withSandbox(
  context: ToolContext,
  body: (sandbox: PathSandbox) => Promise<ToolOutput>,
): Promise<ToolOutput> {
  const sandbox = context.services.sandbox
  if (!sandbox) return toolError('File tools are not available here: no project, library or skills folder is open.')
  try {
    return await body(sandbox)
  } catch (error) {
    if (error instanceof SandboxError) return toolError(error.message, { sandboxError: error.code })
    throw error
  }
}
