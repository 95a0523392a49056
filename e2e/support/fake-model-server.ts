import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'

/** Where Ollama listens; the engine's local-server detection looks here. */
export const fakeOllamaPort = 11434
export const fakeOllamaModel = 'qwen2.5:7b-instruct'
export const floodDeltas = 10_000

const ollamaTags = readFileSync(join(__dirname, '../../test/fixtures/local-servers/ollama-api-tags.json'), 'utf8')

interface ChatMessage {
  role: string
  content?: string | null
}

export interface FakeModelServer {
  /** Bodies of every chat completion request, in order. */
  chatRequests: { model: string; temperature?: number; messages: ChatMessage[] }[]
  close(): Promise<void>
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = { id: 'chatcmpl-e2e', object: 'chat.completion.chunk', created: 1764475200, model: fakeOllamaModel }
  return `data: ${JSON.stringify({ ...body, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`
}

function usage(prompt: number, completion: number): string {
  const body = { id: 'chatcmpl-e2e', object: 'chat.completion.chunk', created: 1764475200, model: fakeOllamaModel }
  return `data: ${JSON.stringify({ ...body, choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } })}\n\n`
}

function words(text: string): string[] {
  return text.match(/\S+\s*/g) ?? []
}

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

function toolCall(id: string, name: string, args: string): string[] {
  const half = Math.floor(args.length / 2)
  return [
    chunk({ tool_calls: [{ index: 0, id, type: 'function', function: { name, arguments: '' } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
    chunk({}, 'tool_calls'),
  ]
}

/** `[artifact]`: create_artifact, then update_artifact changing one line, then an answer. */
async function artifactTurn(messages: ChatMessage[], response: ServerResponse, send: (text: string) => Promise<void>) {
  const lastUserIndex = messages.map((message) => message.role).lastIndexOf('user')
  const toolResults = messages.slice(lastUserIndex + 1).filter((message) => message.role === 'tool').length
  const { id, title, content, oldLine, newLine } = artifactScript
  if (toolResults === 0) {
    await send('Writing the summary.')
    const args = JSON.stringify({ id, title, content_type: 'text/markdown', content })
    for (const part of toolCall(`call_create_${messages.length}`, 'create_artifact', args)) response.write(part)
  } else if (toolResults === 1) {
    const args = JSON.stringify({ id, old_str: oldLine, new_str: newLine })
    for (const part of toolCall(`call_update_${messages.length}`, 'update_artifact', args)) response.write(part)
  } else {
    await send(artifactScript.answer)
    response.write(chunk({}, 'stop'))
  }
}

/** The arXiv paper `[background]` downloads (the first entry of the replayed arXiv feed). */
export const backgroundPaperId = '1201.4869'

/** The one tool call a marker asks for; `[tool]` is answered with todo_write by the caller. */
function scriptedCall(prompt: string): { name: string; arguments: string } | null {
  if (prompt.includes('[bash]')) {
    return { name: 'run_bash', arguments: JSON.stringify({ command: 'echo hello from the sandbox' }) }
  }
  if (prompt.includes('[background]')) {
    const args = { tool: 'download_paper', arguments: { paper: backgroundPaperId } }
    return { name: 'bg_task_run', arguments: JSON.stringify(args) }
  }
  if (prompt.includes('[remember]')) {
    const content = prompt.replace('[remember]', '').trim()
    return { name: 'save_memory', arguments: JSON.stringify({ content, category: 'preference' }) }
  }
  return null
}

/**
 * The scripts the model follows, picked by a marker in the latest user message:
 * `[tool]` calls todo_write, then answers; `[bash]` calls run_bash (a CONFIRM tool), then repeats what the tool said;
 * `[background]` starts download_paper of `backgroundPaperId` with bg_task_run; `[remember] text` saves the text with
 * save_memory;
 * `[slow]` streams until the client goes away; `[flood]` streams 10,000 one-word deltas as fast as it can;
 * `[artifact]` creates the artifact `summary`, updates one line of it, then answers; `[gfm]` answers with tables,
 * task lists, strikethrough and code; `[fail-once]` gets an HTTP 400 the first time its prompt is seen;
 * anything else gets a Markdown answer with math.
 */
async function answer(messages: ChatMessage[], response: ServerResponse, closed: () => boolean) {
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')?.content ?? ''
  const userTurns = messages.filter((message) => message.role === 'user').length
  const last = messages[messages.length - 1]
  const send = async (text: string) => {
    for (const word of words(text)) {
      if (closed()) return
      response.write(chunk({ content: word }))
      await wait(15)
    }
  }
  response.write(chunk({ role: 'assistant', content: '' }))
  if (lastUser.includes('[gfm]')) {
    for (const line of gfmScript.answer.split(/(?<=\n)/)) response.write(chunk({ content: line }))
    response.write(chunk({}, 'stop'))
  } else if (lastUser.includes('[artifact]')) {
    await artifactTurn(messages, response, send)
  } else if (last?.role === 'tool') {
    await send(`The tool answered: ${String(last.content ?? '').slice(0, 200)}`)
    response.write(chunk({}, 'stop'))
  } else if (lastUser.includes('[slow]')) {
    for (let index = 0; index < 400 && !closed(); index += 1) {
      response.write(chunk({ content: `tick ${index} ` }))
      await wait(50)
    }
    response.write(chunk({}, 'stop'))
  } else if (lastUser.includes('[flood]')) {
    for (let index = 0; index < floodDeltas && !closed(); index += 1) {
      response.write(chunk({ content: index % 50 === 49 ? `w${index}\n\n` : `w${index} ` }))
      if (index % 500 === 499) await wait(1)
    }
    response.write(chunk({}, 'stop'))
  } else if (lastUser.includes('[tool]') || scriptedCall(lastUser)) {
    await send('Let me write that down.')
    const call = scriptedCall(lastUser) ?? {
      name: 'todo_write',
      arguments: JSON.stringify({
        todos: [{ id: 't1', content: `Fetch the M31 Cepheid light curves, pass ${userTurns}`, status: 'in_progress' }],
      }),
    }
    const id = `call_${call.name}_${messages.length}`
    response.write(
      chunk({ tool_calls: [{ index: 0, id, type: 'function', function: { name: call.name, arguments: '' } }] }),
    )
    const half = Math.floor(call.arguments.length / 2)
    response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: call.arguments.slice(0, half) } }] }))
    response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: call.arguments.slice(half) } }] }))
    response.write(chunk({}, 'tool_calls'))
  } else {
    await send('M31 lies at about **765 kpc**; its distance modulus is $\\mu = 24.42$.')
    response.write(chunk({}, 'stop'))
  }
  response.write(usage(1200, 40))
  response.end('data: [DONE]\n\n')
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const part of request) chunks.push(part as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A stand-in for Ollama on 127.0.0.1:11434: its model list and an OpenAI-compatible streaming chat endpoint. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const chatRequests: FakeModelServer['chatRequests'] = []
  const failedOnce = new Set<string>()
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    if (request.method === 'GET' && request.url === '/api/tags') {
      response.setHeader('content-type', 'application/json')
      response.end(ollamaTags)
      return
    }
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ object: 'list', data: [{ id: fakeOllamaModel, object: 'model' }] }))
      return
    }
    if (request.method === 'POST' && request.url === '/v1/chat/completions') {
      const parsed = JSON.parse(body) as FakeModelServer['chatRequests'][number]
      chatRequests.push(parsed)
      const lastUser = [...parsed.messages].reverse().find((message) => message.role === 'user')?.content ?? ''
      if (lastUser.includes('[fail-once]') && !failedOnce.has(lastUser)) {
        failedOnce.add(lastUser)
        response.writeHead(400, { 'content-type': 'application/json' })
        response.end('{"error":{"message":"The model is overloaded, try again."}}')
        return
      }
      let closed = false
      response.on('close', () => {
        closed = true
      })
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      await answer(parsed.messages, response, () => closed)
      return
    }
    response.statusCode = 404
    response.end('{"error":"not found"}')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${fakeOllamaPort} is taken (a real Ollama?); stop it to run the first-run e2e tests.`)
          : error,
      ),
    )
    server.listen(fakeOllamaPort, '127.0.0.1', resolve)
  })
  return {
    chatRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
