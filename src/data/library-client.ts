import type { CommandInput, CommandOutput } from '../../electron/shared/contract/commands'
import type { Highlight, Note, Paper } from '../../electron/shared/domain/paper'

export type SearchSource = NonNullable<CommandInput<'library.search'>['source']>

export type RemoteSearch = CommandOutput<'library.search'>

export type LabelCount = CommandOutput<'tag.list'>[number]

export type PaperChanges = Omit<CommandInput<'paper.update'>, 'paper'>

/** A highlight to save (with `id`, a change to a saved one), for the paper `paperId`. */
export type HighlightDraft = Omit<CommandInput<'highlight.save'>, 'paper'> & { paperId: string; comment: string }

/** Everything the library and reader views ask of the engine; one implementation over the transport. */
export interface LibraryClient {
  search(query: string, source: SearchSource, start: number, rows: number, sort: string): Promise<RemoteSearch>
  list(query: CommandInput<'library.list'>): Promise<{ papers: Paper[]; total: number }>
  get(paperId: string): Promise<Paper>
  update(paperId: string, changes: PaperChanges): Promise<Paper>
  remove(paperId: string): Promise<void>
  /** Cancelling keeps the partial file; the next download resumes it. */
  download(paperId: string, signal?: AbortSignal): Promise<Paper>
  parse(paperId: string, signal?: AbortSignal): Promise<Paper>
  pdf(paperId: string): Promise<string>
  tags(): Promise<LabelCount[]>
  collections(): Promise<LabelCount[]>
  createCollection(name: string): Promise<void>
  renameCollection(from: string, to: string): Promise<void>
  deleteCollection(name: string): Promise<void>
  exportBibtex(selection: { collection?: string; paperIds?: string[] }): Promise<string>
  importBibtex(text: string, signal?: AbortSignal): Promise<{ imported: number; errors: string[] }>
  notes(paperId: string): Promise<Note[]>
  saveNote(note: { id?: string; paperId: string; page: number | null; content: string }): Promise<Note>
  deleteNote(id: string): Promise<void>
  highlights(paperId: string): Promise<Highlight[]>
  saveHighlight(highlight: HighlightDraft): Promise<Highlight>
  deleteHighlight(id: string): Promise<void>
}
