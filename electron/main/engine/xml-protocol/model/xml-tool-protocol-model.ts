import { randomBytes } from 'node:crypto'
import type { LanguageModel, ModelRequest } from '../../providers/language-model'
import type { FinishReason, ModelStreamPart } from '../../providers/model-stream-part'
import {
  createStreamingToolCallParser,
  generateToolInstructions,
  MALFORMED_TOOL_NAME,
  type StreamingUpdate,
} from '../parser'
import { toXmlMessages } from './xml-messages'
import { xmlToolSpec } from './xml-tool-specs'

/**
 * For models without function calling: tool instructions go into the system prompt, calls and results travel as XML
 * in the conversation, and the streamed text is parsed back into ordinary tool-call parts, so the loop above sees
 * the same calls as from a native provider. Repairs the parser made are returned with the call's result, and
 * `<think>` blocks in the text become reasoning.
 */
export function wrapWithXmlToolProtocol(inner: LanguageModel): LanguageModel {
  const warningsByCallId = new Map<string, string[]>()
  return {
    provider: inner.provider,
    modelId: inner.modelId,
    contextWindow: inner.contextWindow,
    imageInput: inner.imageInput,
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncGenerator<ModelStreamPart> {
      const instructions = request.tools.length > 0 ? generateToolInstructions(request.tools.map(xmlToolSpec)) : ''
      const innerRequest: ModelRequest = {
        ...request,
        system: [request.system, instructions].filter((part) => part !== '').join('\n\n'),
        messages: toXmlMessages(request.messages, warningsByCallId),
        tools: [],
      }
      const parser = createStreamingToolCallParser({ knownTools: request.tools.map((tool) => tool.name) })
      let callCount = 0
      const maxCalls = request.maxToolCalls ?? Number.POSITIVE_INFINITY
      let finish: FinishReason | undefined
      const toParts = (update: StreamingUpdate): ModelStreamPart[] => {
        const parts: ModelStreamPart[] = []
        if (update.reasoning) parts.push({ type: 'reasoning-delta', delta: update.reasoning })
        if (update.text) parts.push({ type: 'text-delta', delta: update.text })
        for (const call of update.calls) {
          // Calls past the limit are parsed (so their markup never shows as text) but not passed on.
          if (callCount >= maxCalls) {
            callCount++
            continue
          }
          // Random, not counted: a model is resolved per run, and a count would give every run (and subagent) the same ids.
          const id = `xml_call_${randomBytes(6).toString('hex')}`
          const index = callCount++
          if (call.warnings.length > 0) warningsByCallId.set(id, call.warnings)
          parts.push({ type: 'tool-call-start', index, id, name: call.name })
          parts.push({
            type: 'tool-call-end',
            index,
            call: {
              id,
              name: call.name,
              arguments: { ...call.params },
              argumentsText: call.raw,
              ...(call.name === MALFORMED_TOOL_NAME
                ? { parseError: call.error ?? 'The tool call could not be read.' }
                : {}),
            },
          })
        }
        return parts
      }
      for await (const part of inner.stream(innerRequest, signal)) {
        if (part.type === 'text-delta') yield* toParts(parser.push(part.delta))
        else if (part.type === 'finish') finish = part.reason
        else if (part.type === 'error') {
          yield* toParts(parser.finish())
          yield part
          return
        } else yield part
      }
      yield* toParts(parser.finish())
      yield { type: 'finish', reason: callCount > 0 ? 'tool-calls' : (finish ?? 'stop') }
    },
  }
}
