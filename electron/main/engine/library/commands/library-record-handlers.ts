import type { Handlers } from '../../../../shared/contract/handlers'
import { CommandError } from '../../../../shared/contract/transport'
import { RecordEditError } from '../bibtex/record-edit'
import type { LibraryService } from '../library-service'
import { asCommandError } from './library-command-error'

/** Handlers of commands/library-records.ts: correcting a record by hand. */
export function createLibraryRecordHandlers(library: () => LibraryService): Pick<Handlers, 'library.updatePaper'> {
  return {
    'library.updatePaper': async ({ paper, edit }) => {
      try {
        return library().editRecord(paper, edit)
      } catch (error) {
        if (error instanceof RecordEditError) throw new CommandError('invalid-input', error.message)
        throw asCommandError(error)
      }
    },
  }
}
