import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { version } from '../../../../package.json'
import { CommandError, type Transport } from '../../../shared/contract/transport'
import { arxivCategorySchema } from '../../../shared/domain/settings'
import {
  createEngine,
  dataDirFromArgs,
  defaultDataDir,
  formatZoteroSummary,
  type LibraryServiceOverrides,
  parsePdf,
  summarizeHit,
} from '../../engine'
import { createInProcessTransport } from '../in-process/in-process-transport'
import { digestJson, formatDigest } from './digest-output'
import { exitAfterOutput } from './exit-after-output'
import { createHeadlessDeps } from './headless-deps'
import { ASK_COMMANDS, runAskCli } from './library-ask-cli'

const usage = `Usage: npm run library -- COMMAND [arguments] [options]

Commands:
  search "QUERY" [--source ads|arxiv|all] [--rows N]   search NASA ADS and arXiv (merged)
  import ID…                                         import papers by arXiv id, DOI or bibcode
  download ID                                        download a library paper's PDF (imports it first if needed)
  parse FILE.pdf [--json]                            PDF → Markdown (or JSON: per-page text and sections)
  target NAME                                        resolve an object name with CDS Sesame
  export-bibtex [--collection C]                     BibTeX of the library (or one collection)
  update ID [--title T] [--authors "A; B"] [--year Y] [--type T] [--key K] [--field NAME=TEX]…
                                                     correct a paper's record (a lookup never undoes it)
  ask "QUESTION" [--k N] [--json]                    answer from the library's papers, citing passages (paper, page)
  add FILE.pdf…                                      import, parse and index local PDFs
  index                                              build or refresh the passage index
  import-zotero ZOTERO_DIR [--json]                  import a Zotero data folder (papers, collections, notes, PDFs)
  digest --categories astro-ph.EP[,…] [--date YYYY-MM-DD] [--top N] [--json]
                                                     the day's new arXiv papers ranked by the library, with reasons

Options:
  --data-dir D        database and secrets (default: the platform's app data folder); papers go to D/library
  --arxiv-url URL     arXiv base URL (API, PDFs and HTML), e.g. a mirror or a test server
  --ads-url URL       NASA ADS base URL (API and link gateway); the token comes from the secret store or $ADS_TOKEN
  --sesame-url URL    CDS Sesame base URL

Exit code: 0 on success, 1 when the command fails, 2 for bad arguments.`

class UsageError extends Error {}

export interface CliIo {
  out(text: string): void
  error(text: string): void
  env: Record<string, string | undefined>
  cwd: string
}

const urlOption = z.url().optional()
const optionsSchema = z.object({
  source: z.enum(['ads', 'arxiv', 'all']).default('all'),
  rows: z.coerce.number().int().min(1).max(200).default(20),
  json: z.boolean().default(false),
  collection: z.string().min(1).optional(),
  k: z.coerce.number().int().min(1).max(50).default(8),
  categories: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((category) => category.trim())
        .filter(Boolean),
    )
    .pipe(z.array(arxivCategorySchema).min(1).optional()),
  date: z.iso.date().optional(),
  top: z.coerce.number().int().min(1).max(500).optional(),
  arxivUrl: urlOption,
  adsUrl: urlOption,
  sesameUrl: urlOption,
})

/** The flags' URLs win over Settings' for this run only; a mirror serves the PDF, HTML and link-gateway paths too. */
function serviceOverrides(options: z.infer<typeof optionsSchema>): LibraryServiceOverrides {
  return {
    ...(options.arxivUrl ? { arxivBaseUrl: options.arxivUrl } : {}),
    ...(options.adsUrl ? { adsBaseUrl: options.adsUrl } : {}),
    ...(options.sesameUrl ? { sesameBaseUrl: options.sesameUrl } : {}),
  }
}

async function parseFile(path: string, json: boolean, io: CliIo): Promise<number> {
  const parsed = await parsePdf(new Uint8Array(await readFile(resolve(io.cwd, path))))
  if (json) {
    const pages = parsed.pages.map((text, index) => ({ page: index + 1, text }))
    io.out(
      JSON.stringify({ status: parsed.status, pageCount: parsed.pageCount, sections: parsed.sections, pages }, null, 2),
    )
  } else if (parsed.status === 'no-text') {
    io.error(`${path} has no text layer (a scan or an empty PDF); OCR it first.`)
    return 1
  } else {
    if (parsed.status === 'partial') {
      io.error(`${path}: the text of page(s) ${parsed.damagedPages.join(', ')} was lost to corrupt data in the PDF.`)
    }
    io.out(parsed.markdown)
  }
  return 0
}

/** Runs one CLI command; returns the exit code. */
export async function runLibraryCli(argv: string[], io: CliIo): Promise<number> {
  let parsedArgs: ReturnType<typeof parseArgs>
  try {
    parsedArgs = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        source: { type: 'string' },
        rows: { type: 'string' },
        json: { type: 'boolean' },
        collection: { type: 'string' },
        k: { type: 'string' },
        categories: { type: 'string' },
        date: { type: 'string' },
        top: { type: 'string' },
        'data-dir': { type: 'string' },
        'arxiv-url': { type: 'string' },
        'ads-url': { type: 'string' },
        'sesame-url': { type: 'string' },
        title: { type: 'string' },
        authors: { type: 'string' },
        year: { type: 'string' },
        type: { type: 'string' },
        key: { type: 'string' },
        field: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
    return 2
  }
  const { values, positionals } = parsedArgs
  const [command, ...rest] = positionals
  if (values.help || !command) {
    io.out(usage)
    return values.help ? 0 : 2
  }
  const options = optionsSchema.safeParse({
    source: values.source,
    rows: values.rows,
    json: values.json,
    collection: values.collection,
    k: values.k,
    categories: values.categories,
    date: values.date,
    top: values.top,
    arxivUrl: values['arxiv-url'],
    adsUrl: values['ads-url'],
    sesameUrl: values['sesame-url'],
  })
  if (!options.success) {
    io.error(
      `Bad option: ${options.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join('; ')}`,
    )
    return 2
  }
  if (command === 'parse') {
    if (!rest[0]) {
      io.error('parse needs a PDF file: npm run library -- parse FILE.pdf [--json]')
      return 2
    }
    try {
      return await parseFile(rest[0], options.data.json, io)
    } catch (error) {
      io.error(error instanceof Error ? error.message : String(error))
      return 1
    }
  }
  const dataDir = dataDirFromArgs(argv, io.cwd) ?? defaultDataDir()
  const askCommand = ASK_COMMANDS.find((name) => name === command)
  if (askCommand) return runAskCli(askCommand, rest, { dataDir, k: options.data.k, json: options.data.json }, io)
  if (!LIBRARY_COMMANDS.has(command)) {
    io.error(`Unknown command "${command}".\n\n${usage}`)
    return 2
  }
  // The one composition root, as the hosts use it: it takes the data dir's lock, so this command never writes into
  // a database another AstroResearch is using.
  let engine: Awaited<ReturnType<typeof createEngine>>
  try {
    const deps = createHeadlessDeps(dataDir, version)
    const fileSecrets = deps.secrets
    const secrets = {
      ...fileSecrets,
      get: async (name: Parameters<typeof fileSecrets.get>[0]) =>
        (name === 'ads-token' && io.env.ADS_TOKEN) || (await fileSecrets.get(name)),
    }
    engine = await createEngine(
      { ...deps, secrets },
      { watchFolders: false, libraryServices: serviceOverrides(options.data) },
    )
  } catch (error) {
    io.error(describeError(error))
    return 1
  }
  const transport = createInProcessTransport(engine)
  const unsubscribe = transport.subscribe({ types: ['library-progress'] }, (event) => {
    if (event.type === 'library-progress' && event.fraction === 1) io.error(event.message)
  })
  try {
    if (command === 'update') return await updatePaper(transport, rest, values, io)
    return await runCommand(transport, command, rest, options.data, io)
  } catch (error) {
    io.error(describeError(error))
    return error instanceof UsageError ? 2 : 1
  } finally {
    unsubscribe()
    await engine.dispose()
  }
}

/** The message and, for the engine's errors, what to do next. */
function describeError(error: unknown): string {
  if (error instanceof CommandError && error.hint) return `${error.message} ${error.hint}`
  if (error instanceof Error && 'hint' in error && typeof error.hint === 'string')
    return `${error.message} ${error.hint}`
  return error instanceof Error ? error.message : String(error)
}

const LIBRARY_COMMANDS = new Set([
  'search',
  'import',
  'download',
  'target',
  'export-bibtex',
  'import-zotero',
  'digest',
  'update',
])

type ParsedValues = ReturnType<typeof parseArgs>['values']

/** `update ID --title … --field note=…`: the flags given become the edit; the engine checks it. */
async function updatePaper(transport: Transport, args: string[], values: ParsedValues, io: CliIo): Promise<number> {
  const [reference] = args
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined)
  if (!reference) throw new UsageError('update needs an id: npm run library -- update 2401.00010 --title "…"')
  const fields: Record<string, string | null> = {}
  for (const assignment of Array.isArray(values.field) ? values.field : []) {
    const at = String(assignment).indexOf('=')
    if (at < 1) throw new UsageError(`--field needs NAME=TEX (an empty TEX removes the field), not "${assignment}".`)
    const value = String(assignment).slice(at + 1)
    fields[String(assignment).slice(0, at).trim().toLowerCase()] = value === '' ? null : value
  }
  const year = text('year')
  const edit = {
    ...(text('title') !== undefined ? { title: text('title') } : {}),
    ...(text('authors') !== undefined
      ? {
          authors: (text('authors') ?? '')
            .split(';')
            .map((name) => name.trim())
            .filter(Boolean),
        }
      : {}),
    ...(year !== undefined ? { year: year === '' ? null : Number(year) } : {}),
    ...(text('type') !== undefined ? { entryType: text('type') } : {}),
    ...(text('key') !== undefined ? { citationKey: text('key') } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  }
  if (Object.keys(edit).length === 0)
    throw new UsageError('update needs at least one of --title, --authors, --year, --type, --key or --field.')
  const known = await transport.invoke('paper.get', { paper: reference })
  const { paper, citationKey } = await transport.invoke('library.updatePaper', { paper: known.id, edit })
  io.out(`${paper.id}\t${citationKey}\t${paper.title}`)
  return 0
}

async function runCommand(
  transport: Transport,
  command: string,
  args: string[],
  options: z.infer<typeof optionsSchema>,
  io: CliIo,
): Promise<number> {
  switch (command) {
    case 'search': {
      const query = args.join(' ').trim()
      if (!query) throw new UsageError('search needs a query: npm run library -- search "dark matter halos"')
      const result = await transport.invoke('library.search', {
        query,
        source: options.source,
        rows: options.rows,
        start: 0,
      })
      if (options.json) io.out(JSON.stringify(result, null, 2))
      else io.out(result.hits.map(summarizeHit).join('\n') || 'No papers matched.')
      for (const error of result.errors) io.error(`${error.source}: ${error.message}`)
      return 0
    }
    case 'import': {
      if (args.length === 0)
        throw new UsageError('import needs ids: npm run library -- import 2401.00010 10.1093/mnras/stu2417')
      const result = await transport.invoke('library.import', { identifiers: args, records: [] })
      for (const paper of result.papers) io.out(`${paper.id}\t${paper.title}`)
      for (const failure of result.failures) io.error(`${failure.input}: ${failure.reason}`)
      return result.failures.length > 0 ? 1 : 0
    }
    case 'download': {
      const [reference] = args
      if (!reference) throw new UsageError('download needs an id: npm run library -- download 2401.00010')
      const known = await transport.invoke('paper.get', { paper: reference }).catch(() => null)
      const paper =
        known ?? (await transport.invoke('library.import', { identifiers: [reference], records: [] })).papers[0]
      if (!paper) throw new Error(`"${reference}" is not in the library and no source knows it.`)
      const downloaded = await transport.invoke('paper.download', { paper: paper.id, force: false })
      io.out(downloaded.pdfPath ?? '')
      return 0
    }
    case 'target': {
      const name = args.join(' ')
      if (!name) throw new UsageError('target needs a name: npm run library -- target "NGC 4258"')
      const target = await transport.invoke('target.resolve', { name })
      io.out(JSON.stringify(target, null, 2))
      return target.found ? 0 : 1
    }
    case 'export-bibtex':
      io.out((await transport.invoke('library.exportBibtex', { collection: options.collection })).bibtex)
      return 0
    case 'import-zotero': {
      const [dir] = args
      if (!dir) throw new UsageError('import-zotero needs a folder: npm run library -- import-zotero ~/Zotero')
      const summary = await transport.invoke('library.importZotero', { dir: resolve(io.cwd, dir) })
      io.out(options.json ? JSON.stringify(summary, null, 2) : formatZoteroSummary(summary))
      return 0
    }
    case 'digest': {
      const digest = await transport.invoke('digest.get', {
        ...(options.categories ? { categories: options.categories } : {}),
        ...(options.date ? { date: options.date } : {}),
        ...(options.top ? { top: options.top } : {}),
      })
      io.out(options.json ? JSON.stringify(digestJson(digest), null, 2) : formatDigest(digest))
      return 0
    }
    default:
      throw new UsageError(`Unknown command "${command}".\n\n${usage}`)
  }
}

if (require.main === module) {
  const io: CliIo = {
    out: (text) => process.stdout.write(`${text}\n`),
    error: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    cwd: process.cwd(),
  }
  // Exits once the output is flushed: the PDF reader threads would otherwise keep the process for their idle time.
  runLibraryCli(process.argv.slice(2), io)
    .then(exitAfterOutput)
    .catch((error: unknown) => {
      io.error(error instanceof Error ? error.message : String(error))
      exitAfterOutput(1)
    })
}
