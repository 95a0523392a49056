import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type FakeChatRequest,
  type FakeModelServer,
  startFakeModel,
} from '../../test/helpers/fake-model/fake-model-server'
import type { FakeTurn } from '../../test/helpers/fake-model/fake-turn'
import { figuresCommand, plotCommand } from '../../test/helpers/plot-script'

/** Where Ollama listens; the engine's local-server detection looks here. */
const fakeOllamaPort = 11434
export const fakeOllamaModel = 'qwen2.5:7b-instruct'
export const floodDeltas = 10_000

const ollamaTags = readFileSync(join(__dirname, '../../test/fixtures/local-servers/ollama-api-tags.json'), 'utf8')
const usage = { input: 1200, output: 40, cachedInput: 0 }
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The `[gfm]` script's answer: a table with math, a task list, strikethrough and a code block. */
const gfmCode = 'import numpy as np\nprint(np.log10(765e3 / 10))'
export const gfmScript = {
  code: gfmCode,
  answer: [
    '| Galaxy | $d$ (kpc) |',
    '|---|---|',
    '| M31 | 765 |',
    '| M33 | 840 |',
    '',
    '- [x] fetch the Cepheids',
    '- [ ] fit the period–luminosity relation',
    '',
    'The old value ~~770 kpc~~ is superseded.',
    '',
    '```python',
    gfmCode,
    '```',
  ].join('\n'),
}

/** The `[artifact]` script's document: version 1, and the line its update replaces. */
export const artifactScript = {
  id: 'summary',
  title: 'M31 distance summary',
  content: '# Summary\n\nThe Hubble constant: $H_0 = 70$ km/s/Mpc.\n\nM31 lies at about 765 kpc.\n',
  oldLine: 'The Hubble constant: $H_0 = 70$ km/s/Mpc.',
  newLine: 'The Hubble constant: $H_0 = 73$ km/s/Mpc (SH0ES).',
  answer: 'The summary now uses the SH0ES value.',
}

/** Word by word, as a local model types. */
async function* typed(text: string): AsyncGenerator<string> {
  for (const word of text.match(/\S+\s*/g) ?? []) {
    yield word
    await wait(15)
  }
}

async function* ticks(): AsyncGenerator<string> {
  for (let index = 0; index < 400; index += 1) {
    yield `tick ${index} `
    await wait(50)
  }
}

async function* flood(): AsyncGenerator<string> {
  for (let index = 0; index < floodDeltas; index += 1) {
    yield index % 50 === 49 ? `w${index}\n\n` : `w${index} `
    if (index % 500 === 499) await wait(1)
  }
}

/** `[artifact]`: create_artifact, then update_artifact changing one line, then an answer. */
function artifactTurn(messages: FakeChatRequest['messages']): FakeTurn {
  const lastUserIndex = messages.map((message) => message.role).lastIndexOf('user')
  const toolResults = messages.slice(lastUserIndex + 1).filter((message) => message.role === 'tool').length
  const { id, title, content, oldLine, newLine } = artifactScript
  if (toolResults === 0) {
    const args = { id, title, content_type: 'text/markdown', content }
    return {
      text: typed('Writing the summary.'),
      calls: [{ id: `call_create_${messages.length}`, name: 'create_artifact', arguments: args }],
    }
  }
  if (toolResults === 1) {
    const args = { id, old_str: oldLine, new_str: newLine }
    return { calls: [{ id: `call_update_${messages.length}`, name: 'update_artifact', arguments: args }] }
  }
  return { text: typed(artifactScript.answer) }
}

/** The arXiv paper `[background]` downloads (the first entry of the replayed arXiv feed). */
export const backgroundPaperId = '1201.4869'

/** The teammate `[team]` starts (the lead's agent profile must offer spawn_teammate). */
export const teammateScript = { name: 'reviewer', role: 'a referee for the draft' }

/** The one tool call a marker asks for; `[tool]` is answered with todo_write by the caller. */
function markedCall(prompt: string): { name: string; arguments: Record<string, unknown> } | null {
  if (prompt.includes('[bash]')) return { name: 'run_bash', arguments: { command: 'echo hello from the sandbox' } }
  if (prompt.includes('[plot]')) return { name: 'run_bash', arguments: { command: plotCommand } }
  if (prompt.includes('[figures]')) return { name: 'run_bash', arguments: { command: figuresCommand } }
  const copy = prompt.match(/\[copy ([^\]]+)\]/)
  if (copy?.[1]) return { name: 'run_bash', arguments: { command: `cp '${copy[1]}' .` } }
  if (prompt.includes('[background]')) {
    return { name: 'bg_task_run', arguments: { tool: 'download_paper', arguments: { paper: backgroundPaperId } } }
  }
  if (prompt.includes('[team]')) {
    // The teammate's own instruction streams until it is stopped.
    return { name: 'spawn_teammate', arguments: { ...teammateScript, instruction: 'Review the H0 section. [slow]' } }
  }
  if (prompt.includes('[remember]')) {
    return {
      name: 'save_memory',
      arguments: { content: prompt.replace('[remember]', '').trim(), category: 'preference' },
    }
  }
  return null
}

/**
 * The scripts the model follows, picked by a marker in the latest user message:
 * `[tool]` calls todo_write, then answers; `[bash]` calls run_bash (a CONFIRM tool), then repeats what the tool said;
 * `[plot]` runs a script writing plot.png and light-curve.csv; `[figures]` runs it and writes residuals.png and
 * figure.pdf too; `[copy PATH]` copies a file into the project folder;
 * `[background]` starts download_paper of `backgroundPaperId` with bg_task_run; `[remember] text` saves the text with
 * save_memory; `[team]` starts the teammate `teammateScript`, which streams like `[slow]`;
 * `[slow]` streams until the client goes away; `[flood]` streams 10,000 one-word deltas as fast as it can;
 * `[artifact]` creates the artifact `summary`, updates one line of it, then answers; `[gfm]` answers with tables,
 * task lists, strikethrough and code; `[fail-once]` gets an HTTP 400 the first time its prompt is seen;
 * anything else gets a Markdown answer with math.
 */
function markedScript(): (request: FakeChatRequest) => FakeTurn {
  const failedOnce = new Set<string>()
  const turnFor = ({ messages }: FakeChatRequest): FakeTurn => {
    const lastUser = String([...messages].reverse().find((message) => message.role === 'user')?.content ?? '')
    const userTurns = messages.filter((message) => message.role === 'user').length
    const last = messages[messages.length - 1]
    if (lastUser.includes('[fail-once]') && !failedOnce.has(lastUser)) {
      failedOnce.add(lastUser)
      return { end: { fail: 'bad-request' } }
    }
    if (lastUser.includes('[gfm]')) return { text: gfmScript.answer.split(/(?<=\n)/) }
    if (lastUser.includes('[artifact]')) return artifactTurn(messages)
    if (last?.role === 'tool') return { text: typed(`The tool answered: ${String(last.content ?? '').slice(0, 200)}`) }
    if (lastUser.includes('[slow]')) return { text: ticks() }
    if (lastUser.includes('[flood]')) return { text: flood() }
    const marked = markedCall(lastUser)
    if (lastUser.includes('[tool]') || marked) {
      const call = marked ?? {
        name: 'todo_write',
        arguments: {
          todos: [
            { id: 't1', content: `Fetch the M31 Cepheid light curves, pass ${userTurns}`, status: 'in_progress' },
          ],
        },
      }
      return {
        text: typed('Let me write that down.'),
        calls: [{ id: `call_${call.name}_${messages.length}`, ...call }],
      }
    }
    return { text: typed('M31 lies at about **765 kpc**; its distance modulus is $\\mu = 24.42$.') }
  }
  return (request) => ({ usage, ...turnFor(request) })
}

/** The shared fake model standing in for Ollama on 127.0.0.1:11434: its model list and the marked scripts. */
export function startFakeOllama(): Promise<FakeModelServer> {
  return startFakeModel(markedScript(), { port: fakeOllamaPort, model: fakeOllamaModel, ollamaTags })
}
