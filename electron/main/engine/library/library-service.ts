import { rm } from 'node:fs/promises'
import type {
  Highlight,
  Note,
  Paper,
  PaperRecord,
  PaperSearchHit,
  TargetResolution,
} from '../../../shared/domain/paper'
import type { PaperEdit } from '../../../shared/domain/paper-edit'
import type { AdsQuota } from './ads/ads-quota'
import { type AdsTokenTestResult, testAdsToken } from './ads/ads-token-test'
import { citationKeyOf, exportBibtex, importBibtex } from './bibtex/bibtex-service'
import { editRecord } from './bibtex/record-edit'
import { createLibraryContext, type LibraryDeps } from './create-library-context'
import { lookupIdentifiers } from './identifier-lookup'
import { parseIdentifier } from './identifiers/identifier'
import { importInboxFile } from './inbox/inbox-import'
import { type InboxWatcher, type InboxWatcherOptions, watchInbox } from './inbox/inbox-watcher'
import type { LibraryContext, ProgressListener } from './library-context'
import { attachPdf } from './local-pdf/attach-pdf'
import { notesMarkdown } from './notes-markdown'
import { type ContentRequest, type PaperContent, readPaperContent } from './paper-content'
import { downloadPaper } from './paper-download'
import { parsePaper } from './paper-parse'
import { PARSER_VERSION } from './parse/parser-version'
import { identifiersOf, type RelatedRequest, relatedPapers } from './related-papers'
import { type RemoteSearchRequest, searchRemote } from './remote-search'
import type { HighlightInput, NoteInput } from './store/annotation-store'
import type { LabelCount } from './store/labels'
import { listPapers, type PaperListFilter } from './store/paper-query'

interface SearchResult {
  hits: PaperSearchHit[]
  totals: { ads: number | null; arxiv: number | null }
  errors: { source: 'ads' | 'arxiv'; message: string }[]
  adsQuota: AdsQuota | null
}

interface PaperUpdate {
  readingStatus?: Paper['readingStatus']
  tags?: string[]
  addCollections?: string[]
  removeCollections?: string[]
}

type Operation = { signal?: AbortSignal; onProgress?: ProgressListener }

/** The paper library: remote search, import, files, parsing, annotations, BibTeX and targets. */
export class LibraryService {
  readonly context: LibraryContext

  constructor(deps: LibraryDeps) {
    this.context = createLibraryContext(deps)
  }

  private hit(record: PaperRecord): PaperSearchHit {
    const local = this.context.papers.findByIdentifiers(record)[0]
    return {
      ...record,
      localId: local?.id ?? null,
      localStatus: local
        ? { downloadStatus: local.downloadStatus, parseStatus: local.parseStatus, readingStatus: local.readingStatus }
        : null,
    }
  }

  async search(request: RemoteSearchRequest, signal?: AbortSignal): Promise<SearchResult> {
    const result = await searchRemote(this.context, request, signal)
    return {
      hits: result.records.map((record) => this.hit(record)),
      totals: result.totals,
      errors: result.errors,
      adsQuota: result.adsQuota,
    }
  }

  /** The references of a paper, or the papers citing it (NASA ADS), as search hits that can be added. */
  async related(
    reference: string,
    request: Omit<RelatedRequest, 'paper'>,
    signal?: AbortSignal,
  ): Promise<{ bibcode: string; hits: PaperSearchHit[]; total: number }> {
    const paper = this.find(reference) ?? identifiersOf(reference)
    if (!paper) throw new Error(`"${reference}" is not in the library and is not an arXiv id, DOI or bibcode.`)
    const result = await relatedPapers(this.context.ads, { ...request, paper }, signal)
    return { bibcode: result.bibcode, hits: result.records.map((record) => this.hit(record)), total: result.total }
  }

  adsQuota(): AdsQuota | null {
    return this.context.ads.quota()
  }

  /** Tries `token`, or the stored ADS token when none is given, against the configured ADS server. */
  testAdsToken(token: string | undefined, signal?: AbortSignal): Promise<AdsTokenTestResult> {
    return testAdsToken({
      baseUrl: this.context.urls.adsBaseUrl,
      token: token === undefined ? this.context.adsToken : async () => token,
      timing: this.context.timing,
      fetch: this.context.fetch,
      signal,
    })
  }

  importRecord(record: PaperRecord): Paper {
    return this.context.papers.upsert(record)
  }

  /** Metadata for identifiers from arXiv/ADS, without importing anything. */
  async lookup(inputs: string[], signal?: AbortSignal) {
    return lookupIdentifiers(this.context, inputs, { adsAvailable: await this.context.hasAdsToken() }, signal)
  }

  /** Imports papers by arXiv id, DOI or bibcode, looking up their metadata. */
  async importIdentifiers(
    inputs: string[],
    signal?: AbortSignal,
  ): Promise<{ papers: Paper[]; failures: { input: string; reason: string }[] }> {
    const lookup = await lookupIdentifiers(
      this.context,
      inputs,
      { adsAvailable: await this.context.hasAdsToken() },
      signal,
    )
    return { papers: lookup.records.map((record) => this.importRecord(record)), failures: lookup.failures }
  }

  /** A PDF from disk: identified from its text and metadata, or described from its first page; the file is moved in. */
  async importLocalPdf(path: string, signal?: AbortSignal): Promise<Paper> {
    const outcome = await importInboxFile(this.context, path, signal)
    if (outcome.kind === 'imported') return outcome.paper
    await rm(path, { force: true })
    return this.context.papers.require(outcome.paperId)
  }

  attachPdf(reference: string, path: string): Promise<Paper> {
    return attachPdf(this.context, this.get(reference).id, path)
  }

  /** A paper by library id, or by any identifier it is known under. */
  find(reference: string): Paper | null {
    const byId = this.context.papers.get(reference)
    if (byId) return byId
    const identifier = parseIdentifier(reference)
    if (!identifier) return null
    return (
      this.context.papers.findByIdentifiers({
        arxivId: identifier.kind === 'arxiv' ? identifier.id : null,
        doi: identifier.kind === 'doi' ? identifier.doi : null,
        bibcode: identifier.kind === 'bibcode' ? identifier.bibcode : null,
      })[0] ?? null
    )
  }

  get(reference: string): Paper {
    const paper = this.find(reference)
    if (!paper) throw new Error(`"${reference}" is not in the library. Import it first (by arXiv id, DOI or bibcode).`)
    return paper
  }

  list(filter: PaperListFilter): { papers: Paper[]; total: number } {
    return listPapers(this.context.db, this.context.papers, filter)
  }

  update(reference: string, update: PaperUpdate): Paper {
    const paper = this.get(reference)
    if (update.readingStatus) this.context.papers.setStatus(paper.id, { readingStatus: update.readingStatus })
    if (update.tags) this.context.labels.setTags(paper.id, update.tags)
    for (const name of update.addCollections ?? []) this.context.labels.addToCollection(paper.id, name)
    for (const name of update.removeCollections ?? []) this.context.labels.removeFromCollection(paper.id, name)
    return this.context.papers.require(paper.id)
  }

  /** A user's correction of a paper's record and cite key. */
  editRecord(reference: string, edit: PaperEdit): { paper: Paper; citationKey: string } {
    return editRecord(this.context, this.get(reference), edit)
  }

  remove(reference: string): boolean {
    return this.context.papers.delete(this.get(reference).id)
  }

  download(reference: string, options: Operation & { force?: boolean } = {}): Promise<Paper> {
    return downloadPaper(this.context, this.get(reference).id, options)
  }

  parse(reference: string, options: Operation = {}): Promise<Paper> {
    return parsePaper(this.context, this.get(reference).id, options)
  }

  /** The papers an older version of the parser read: to be parsed again. */
  outdatedParses(): string[] {
    return this.context.papers.parsedBefore(PARSER_VERSION)
  }

  content(reference: string, request: ContentRequest): Promise<PaperContent> {
    return readPaperContent(this.context, this.get(reference).id, request)
  }

  /** The paper's notes and highlights as Markdown, headed by its citation key. */
  notesMarkdown(reference: string): { fileName: string; markdown: string } {
    const paper = this.get(reference)
    const key = citationKeyOf(this.context, paper.id)
    const markdown = notesMarkdown(paper, key, this.notes(paper.id), this.highlights(paper.id))
    // Kept keys may hold characters file systems refuse (`Elliott:2015`, `2015A&C....10...61E`).
    return { fileName: `${key.replace(/[^A-Za-z0-9._-]+/gu, '_')}-notes.md`, markdown }
  }

  saveNote(input: Omit<NoteInput, 'paperId'> & { paper: string }): Note {
    return this.context.annotations.saveNote({ ...input, paperId: this.get(input.paper).id })
  }

  notes(reference: string): Note[] {
    return this.context.annotations.notes(this.get(reference).id)
  }

  deleteNote(id: string): boolean {
    return this.context.annotations.deleteNote(id)
  }

  saveHighlight(input: Omit<HighlightInput, 'paperId'> & { paper: string }): Highlight {
    return this.context.annotations.saveHighlight({ ...input, paperId: this.get(input.paper).id })
  }

  highlights(reference: string): Highlight[] {
    return this.context.annotations.highlights(this.get(reference).id)
  }

  deleteHighlight(id: string): boolean {
    return this.context.annotations.deleteHighlight(id)
  }

  tags(): LabelCount[] {
    return this.context.labels.tags()
  }

  collections(): LabelCount[] {
    return this.context.labels.collections()
  }

  createCollection(name: string): void {
    this.context.labels.createCollection(name)
  }

  renameCollection(from: string, to: string): void {
    this.context.labels.renameCollection(from, to)
  }

  deleteCollection(name: string): boolean {
    return this.context.labels.deleteCollection(name)
  }

  exportBibtex(selection: { paperIds?: string[]; collection?: string }, signal?: AbortSignal): Promise<string> {
    return exportBibtex(this.context, selection, signal)
  }

  importBibtex(text: string, signal?: AbortSignal): Promise<{ papers: Paper[]; errors: string[] }> {
    return importBibtex(this.context, text, signal)
  }

  resolveTarget(name: string, signal?: AbortSignal): Promise<TargetResolution> {
    return this.context.sesame.resolve(name, signal)
  }

  watchInbox(options: InboxWatcherOptions = {}): Promise<InboxWatcher> {
    return watchInbox(this.context, options)
  }
}
