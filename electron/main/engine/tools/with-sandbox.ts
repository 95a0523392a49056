import type { PathSandbox } from '../fs/path-sandbox'
import { SandboxError } from '../fs/sandbox-error'
import { type ToolOutput, toolError } from './define-tool'

/** A session's filesystem sandbox: its project folder (when set), the library and the skills folders. */
export type SessionSandbox = (sessionId: string) => PathSandbox

/**
 * Runs a filesystem tool body with the session's sandbox; a refusal becomes an error result the model can act on (the
 * message names the allowed folders), anything else propagates to the executor.
 */
export async function withSandbox(
  sandbox: PathSandbox,
  body: (sandbox: PathSandbox) => Promise<ToolOutput>,
): Promise<ToolOutput> {
  try {
    return await body(sandbox)
  } catch (error) {
    if (error instanceof SandboxError) return toolError(error.message, { sandboxError: error.code })
    throw error
  }
}
