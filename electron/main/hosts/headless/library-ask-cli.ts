import { resolve } from 'node:path'
import { version } from '../../../../package.json'
import type { CommandOutput } from '../../../shared/contract/commands'
import type { Transport } from '../../../shared/contract/transport'
import { createEngine } from '../../engine'
import { createInProcessTransport } from '../in-process/in-process-transport'
import { createHeadlessDeps } from './headless-deps'

export const ASK_COMMANDS = ['ask', 'add', 'index'] as const
type AskCommand = (typeof ASK_COMMANDS)[number]

interface AskCliIo {
  out(text: string): void
  error(text: string): void
  cwd: string
}

const ABSTENTIONS = {
  'no-passages': 'No passage in the indexed library matches the question. Add or parse papers, then ask again.',
  'weak-evidence': 'The passages found barely touch the question, so no answer was written. Read the passages below.',
  'no-model': 'No model is configured, so no answer was written. Add a provider in Settings → Model providers.',
  uncited: 'The model answered without citing any passage; check its answer against the passages.',
} as const

function formatAsk(result: CommandOutput<'library.ask'>): string {
  const lines: string[] = []
  const retrieval = result.retrieval.embedder
    ? `hybrid retrieval with ${result.retrieval.embedder}`
    : 'keyword retrieval (no embedding model configured)'
  if (result.answer) lines.push(result.answer.text, '')
  if (result.abstained) lines.push(ABSTENTIONS[result.abstained], '')
  if (result.answer && result.answer.unknown.length > 0) {
    lines.push(`Citations that match no passage: ${result.answer.unknown.map((key) => `[${key}]`).join(', ')}`, '')
  }
  for (const passage of result.passages) {
    const pages = passage.page === passage.pageEnd ? `p. ${passage.page}` : `pp. ${passage.page}–${passage.pageEnd}`
    lines.push(
      `[${passage.key}] ${passage.firstAuthor}${passage.year ? ` ${passage.year}` : ''}, ${pages} — ${passage.title} (${passage.paperId})`,
    )
    lines.push(`    ${passage.text.replace(/\s+/g, ' ').slice(0, 300)}`)
  }
  lines.push('', `${result.passages.length} passages, ${retrieval}.`)
  return lines.join('\n')
}

async function runOn(
  transport: Transport,
  command: AskCommand,
  args: string[],
  options: { k: number; json: boolean },
  io: AskCliIo,
) {
  const print = (value: unknown, text: string) => io.out(options.json ? JSON.stringify(value, null, 2) : text)
  switch (command) {
    case 'ask': {
      const question = args.join(' ').trim()
      const result = await transport.invoke('library.ask', { question, k: options.k, answer: true })
      print(result, formatAsk(result))
      return 0
    }
    case 'add': {
      let failed = 0
      for (const file of args) {
        const added = await transport.invoke('library.addFile', { path: resolve(io.cwd, file) })
        const state = added.duplicate ? 'already in the library' : `added, ${added.paper.parseStatus}`
        print(added, `${added.paper.id}\t${added.paper.title}\t${state}, ${added.chunks} passages indexed`)
        if (added.paper.parseStatus !== 'ready') failed += 1
      }
      return failed > 0 ? 1 : 0
    }
    case 'index': {
      const result = await transport.invoke('library.index', {})
      const retrieval = result.retrieval.embedder ?? 'keywords only (no embedding model configured)'
      print(
        result,
        `Indexed ${result.indexed} papers now; ${result.papers} papers, ${result.chunks} passages in the index (${retrieval}).`,
      )
      return 0
    }
  }
}

/** `ask`, `add` and `index` over the engine of a data dir, through the contract like every other client. */
export async function runAskCli(
  command: AskCommand,
  args: string[],
  options: { dataDir: string; k: number; json: boolean },
  io: AskCliIo,
): Promise<number> {
  if (command !== 'index' && args.length === 0) {
    io.error(
      command === 'ask'
        ? 'ask needs a question: npm run library -- ask "What is the distance to NGC 4258?" [--k N] [--json]'
        : 'add needs a PDF: npm run library -- add FILE.pdf',
    )
    return 2
  }
  const engine = await createEngine(createHeadlessDeps(options.dataDir, version), { watchFolders: false })
  const transport = createInProcessTransport(engine)
  const unsubscribe = transport.subscribe({ types: ['library-progress'] }, (event) => {
    if (event.type === 'library-progress' && event.fraction === 1) io.error(event.message)
  })
  try {
    return await runOn(transport, command, args, options, io)
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    unsubscribe()
    await engine.dispose()
  }
}
