import type { IncomingMessage, ServerResponse } from 'node:http'
import { isCommandName } from '../../../shared/contract/commands'
import { dispatchCommand, unknownCommandError } from '../common/dispatch-command'
import type { EngineCore } from '../common/engine-core'
import { toErrorShape } from '../common/error-shape'
import { bodyLimitFor } from './body-limits'
import { type CallRegistry, isValidCallId } from './call-registry'
import { statusForErrorCode } from './error-status'
import { sendError, sendJson } from './http-responses'
import { BodyError, readJsonBody } from './read-json-body'

interface InvokeRouteOptions {
  engine: EngineCore
  calls: CallRegistry
  maxBodyBytes: number
}

/** `POST /api/invoke/<command>`: name, size, JSON and schema are all checked before anything runs. */
export async function handleInvoke(
  request: IncomingMessage,
  response: ServerResponse,
  commandName: string,
  options: InvokeRouteOptions,
): Promise<void> {
  const callIdHeader = request.headers['x-call-id']
  const callId = typeof callIdHeader === 'string' ? callIdHeader : undefined
  if (callId !== undefined && !isValidCallId(callId)) {
    sendError(response, 400, {
      code: 'invalid-call-id',
      message: 'The X-Call-Id header must be 1–100 letters, digits, "-" or "_".',
      hint: 'Use a UUID as the call id.',
    })
    return
  }
  if (!isCommandName(commandName)) {
    request.resume()
    sendError(response, 404, toErrorShape(unknownCommandError(commandName)))
    return
  }
  let input: unknown
  try {
    input = await readJsonBody(request, bodyLimitFor(commandName, options.maxBodyBytes))
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    request.resume()
    sendError(response, error.status, toErrorShape(error))
    return
  }

  const controller = new AbortController()
  const unregister = callId === undefined ? () => {} : options.calls.register(callId, controller)
  const abortWhenClientLeaves = () => {
    if (!response.writableEnded) controller.abort(new Error('The client closed the request'))
  }
  response.on('close', abortWhenClientLeaves)
  try {
    const output = await dispatchCommand(options.engine.handlers, commandName, input, controller.signal)
    sendJson(response, 200, output)
  } catch (error) {
    const shape = toErrorShape(error)
    sendError(response, statusForErrorCode(shape.code), shape)
  } finally {
    unregister()
    response.off('close', abortWhenClientLeaves)
  }
}

/** `POST /api/cancel/<callId>`: aborts a running call; answers whether one was running. */
export function handleCancel(response: ServerResponse, callId: string, calls: CallRegistry): void {
  if (!isValidCallId(callId)) {
    sendError(response, 400, { code: 'invalid-call-id', message: `"${callId}" is not a valid call id.` })
    return
  }
  sendJson(response, 200, { cancelled: calls.cancel(callId) })
}
