import type { AnyToolDefinition } from '../define-tool'
import { describeParameters } from '../tool-parameters'
import { applyDefaults } from './apply-defaults'
import { coerceArguments } from './coerce-arguments'
import { validateArguments } from './validate-arguments'

export type CheckedInput =
  | { ok: true; input: unknown; arguments: Record<string, unknown> }
  | { ok: false; error: string; arguments: Record<string, unknown> }

/** Stage 2, the input (ArtifactFlow's parameter pipeline): coerce XML strings → defaults → validate. */
export function checkInput(tool: AnyToolDefinition, raw: Record<string, unknown>): CheckedInput {
  const parameters = describeParameters(tool)
  const args = applyDefaults(coerceArguments(raw, parameters), parameters)
  const validated = validateArguments(tool, args, parameters)
  return validated.ok
    ? { ok: true, input: validated.input, arguments: args }
    : { ok: false, error: validated.error, arguments: args }
}
