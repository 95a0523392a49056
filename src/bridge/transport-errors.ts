import { z } from 'zod'
import { CommandError } from '../../electron/shared/contract/transport'

export const errorShapeSchema = z.object({
  code: z.string(),
  message: z.string(),
  hint: z.string().optional(),
  detail: z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
})

export function commandErrorFrom(shape: z.infer<typeof errorShapeSchema>): CommandError {
  return new CommandError(shape.code, shape.message, shape.hint, shape.detail)
}

export function cancelledError(): CommandError {
  return new CommandError('cancelled', 'The command was cancelled.')
}

export function unreachableError(cause: unknown): CommandError {
  return new CommandError(
    'unreachable',
    `AstroResearch's engine could not be reached (${cause instanceof Error ? cause.message : String(cause)}).`,
    'Check that the AstroResearch server is still running, then reload the page.',
  )
}

export function malformedReplyError(detail: string): CommandError {
  return new CommandError('malformed-reply', `The engine sent a reply this window cannot read: ${detail}`)
}
