/** OpenAI-compatible streamed replies, as a loopback model server sends them. */
export function toolCallReply(name: string, args: Record<string, unknown>): string {
  const call = { index: 0, id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } }
  return [
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', tool_calls: [call] } }] })}\n\n`,
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
    'data: [DONE]\n\n',
  ].join('')
}

export function textReply(text: string): string {
  return [
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: text } }] })}\n\n`,
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    'data: [DONE]\n\n',
  ].join('')
}
