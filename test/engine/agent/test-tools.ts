import { z } from 'zod'
import { defineTool, toolResult } from '../../../electron/main/engine/tools/define-tool'
import { testToolUi } from '../../helpers/test-tool-ui'

export const echoTool = defineTool({
  name: 'echo',
  ui: testToolUi('echo'),
  description: 'Repeats the text.',
  input: z.object({ text: z.string() }),
  isConcurrencySafe: () => true,
  execute: async ({ text }) => toolResult(`echo: ${text}`, { length: text.length }),
})

/** Runs until its call is cancelled (interruptBehavior cancel). */
export function createWaitTool(onStart: () => void) {
  return defineTool({
    name: 'wait_forever',
    ui: testToolUi('wait_forever'),
    description: 'Waits until cancelled.',
    input: z.object({}),
    interruptBehavior: 'cancel',
    execute: (_input, context) =>
      new Promise((_resolve, reject) => {
        onStart()
        context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true })
      }),
  })
}

export const bigOutputTool = defineTool({
  name: 'read_file',
  ui: testToolUi('read_file'),
  description: 'Returns a long text for the given path.',
  input: z.object({ path: z.string() }),
  isConcurrencySafe: () => true,
  maxResultChars: Number.POSITIVE_INFINITY,
  execute: async ({ path }) => toolResult(`contents of ${path}: ${'lorem ipsum '.repeat(300)}`),
})
