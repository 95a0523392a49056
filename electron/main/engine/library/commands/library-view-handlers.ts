import type { Handlers } from '../../../../shared/contract/handlers'
import type { LibraryService } from '../library-service'
import { asCommandError } from './library-command-error'
import { nativeSignal } from './native-signal'
import { readPaperFile } from './paper-file'

type LibraryViewCommand =
  | 'library.search'
  | 'library.import'
  | 'library.list'
  | 'paper.get'
  | 'paper.update'
  | 'paper.remove'
  | 'paper.download'
  | 'paper.parse'
  | 'paper.file'
  | 'tag.list'
  | 'collection.list'
  | 'collection.create'
  | 'collection.rename'
  | 'collection.delete'
  | 'library.exportBibtex'
  | 'library.importBibtex'
  | 'note.list'
  | 'note.save'
  | 'note.delete'
  | 'highlight.list'
  | 'highlight.save'
  | 'highlight.delete'

/** Runs a library operation, turning its errors into command errors the user can act on. */
async function run<T>(operation: () => T | Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw asCommandError(error)
  }
}

export function createLibraryViewHandlers(library: () => LibraryService): Pick<Handlers, LibraryViewCommand> {
  return {
    'library.search': (input, { signal }) => run(() => library().search(input, nativeSignal(signal))),
    'library.import': (input, { signal }) =>
      run(async () => {
        const imported = input.records.map((record) => library().importRecord(record))
        const lookup =
          input.identifiers.length > 0
            ? await library().importIdentifiers(input.identifiers, nativeSignal(signal))
            : { papers: [], failures: [] }
        return { papers: [...imported, ...lookup.papers], failures: lookup.failures }
      }),
    'library.list': (input) => run(() => library().list(input)),
    'paper.get': ({ paper }) => run(() => library().get(paper)),
    'paper.update': ({ paper, ...update }) => run(() => library().update(paper, update)),
    'paper.remove': ({ paper }) => run(() => ({ removed: library().remove(paper) })),
    'paper.download': ({ paper, force }, { signal }) =>
      run(() => library().download(paper, { force, signal: nativeSignal(signal) })),
    'paper.parse': ({ paper }, { signal }) => run(() => library().parse(paper, { signal: nativeSignal(signal) })),
    'paper.file': ({ paperId }) => run(() => readPaperFile(library(), paperId)),
    'tag.list': () => run(() => library().tags()),
    'collection.list': () => run(() => library().collections()),
    'collection.create': ({ name }) =>
      run(() => {
        library().createCollection(name)
        return {}
      }),
    'collection.rename': ({ from, to }) =>
      run(() => {
        library().renameCollection(from, to)
        return {}
      }),
    'collection.delete': ({ name }) => run(() => ({ removed: library().deleteCollection(name) })),
    'library.exportBibtex': (selection, { signal }) =>
      run(async () => ({ bibtex: await library().exportBibtex(selection, nativeSignal(signal)) })),
    'library.importBibtex': ({ text }, { signal }) => run(() => library().importBibtex(text, nativeSignal(signal))),
    'note.list': ({ paper }) => run(() => library().notes(paper)),
    'note.save': (input) => run(() => library().saveNote(input)),
    'note.delete': ({ id }) => run(() => ({ removed: library().deleteNote(id) })),
    'highlight.list': ({ paper }) => run(() => library().highlights(paper)),
    'highlight.save': (input) => run(() => library().saveHighlight(input)),
    'highlight.delete': ({ id }) => run(() => ({ removed: library().deleteHighlight(id) })),
  }
}
