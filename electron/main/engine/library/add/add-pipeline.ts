import type { AddStep } from '../../../../shared/domain/library-add'
import type { Paper, PaperRecord } from '../../../../shared/domain/paper'
import { parseIdentifier } from '../identifiers/identifier'
import type { LibraryService } from '../library-service'
import { AddStepError } from './add-failure'

/** Where a paper to add comes from: an identifier, a search record, a local PDF, or a PDF for a paper already in. */
export type AddSource =
  | { kind: 'identifier'; input: string }
  | { kind: 'record'; record: PaperRecord }
  | { kind: 'file'; path: string; fileName: string }
  | { kind: 'attach'; paperId: string; path: string; fileName: string }
  /** Already imported (an inbox file): only the remaining steps run. */
  | { kind: 'imported'; paperId: string; fileName: string }

export function describeSource(source: AddSource): string {
  if (source.kind === 'identifier') return source.input
  if (source.kind === 'record') return source.record.title
  return source.fileName
}

interface AddPipelineOptions {
  autoDownload: boolean
  autoParse: boolean
  signal: AbortSignal
  /** The step now running and its progress line. */
  onStep: (step: AddStep, fraction: number, message: string, paper?: Paper) => void
}

const lookupMessage: Record<AddSource['kind'], string> = {
  identifier: 'Looking up the metadata',
  record: 'Adding to the library',
  file: 'Reading the PDF’s identifiers and first page',
  attach: 'Attaching the PDF',
  imported: 'Imported from the inbox',
}

async function lookup(library: LibraryService, source: AddSource, signal: AbortSignal): Promise<Paper> {
  if (source.kind === 'record') return library.importRecord(source.record)
  if (source.kind === 'file') return library.importLocalPdf(source.path, signal)
  if (source.kind === 'attach') return library.attachPdf(source.paperId, source.path)
  if (source.kind === 'imported') return library.get(source.paperId)
  const identifier = parseIdentifier(source.input)
  if (!identifier) {
    throw new AddStepError(
      'lookup',
      'not-identifier',
      `"${source.input}" is not an arXiv id, DOI or bibcode (nor an ADS, arXiv or doi.org link).`,
    )
  }
  const known = library.find(source.input)
  if (known) return known
  // arXiv ids are looked up in arXiv and DOIs, without ADS, in Crossref; a bibcode only ADS knows.
  if (identifier.kind === 'bibcode' && !(await library.context.hasAdsToken())) {
    throw new AddStepError(
      'lookup',
      'no-ads-token',
      'Looking up a bibcode needs NASA ADS: add your ADS token in Settings → Services.',
    )
  }
  const { papers, failures } = await library.importIdentifiers([source.input], signal)
  const [paper] = papers
  if (!paper) {
    throw new AddStepError('lookup', 'not-found', failures[0]?.reason ?? `nothing found for ${source.input}`)
  }
  return paper
}

/**
 * Import → open copy → text: each step runs only when the one before succeeded and Settings allow it; a step already
 * done (a paper added twice) is not repeated. Returns the paper and the steps Settings left out.
 */
export async function runAddPipeline(
  library: LibraryService,
  source: AddSource,
  options: AddPipelineOptions,
): Promise<{ paper: Paper; skipped: ('download' | 'parse')[] }> {
  const { signal, onStep } = options
  const skipped: ('download' | 'parse')[] = []
  onStep('lookup', 0, lookupMessage[source.kind])
  let paper = await lookup(library, source, signal)
  signal.throwIfAborted()
  onStep('lookup', 1, 'In the library', paper)

  if (paper.downloadStatus !== 'downloaded') {
    if (!options.autoDownload) return { paper, skipped: ['download', 'parse'] }
    onStep('download', 0, 'Looking for an open PDF', paper)
    paper = await library.download(paper.id, {
      signal,
      onProgress: ({ fraction, message }) => onStep('download', fraction, message),
    })
    signal.throwIfAborted()
  }

  if (paper.parseStatus !== 'ready') {
    if (!options.autoParse) return { paper, skipped: [...skipped, 'parse'] }
    onStep('parse', 0, 'Reading the PDF text layer', paper)
    paper = await library.parse(paper.id, {
      signal,
      onProgress: ({ fraction, message }) => onStep('parse', fraction, message),
    })
    if (paper.parseStatus === 'no-text') {
      throw new AddStepError('parse', 'no-text', paper.parseError ?? 'The PDF has no text layer.')
    }
  }
  return { paper, skipped }
}
