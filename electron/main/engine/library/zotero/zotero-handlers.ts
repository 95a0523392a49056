import type { Handlers } from '../../../../shared/contract/handlers'
import { CommandError } from '../../../../shared/contract/transport'
import { asCommandError } from '../commands/library-command-error'
import { nativeSignal } from '../commands/native-signal'
import type { LibraryService } from '../library-service'
import { defaultZoteroDir } from './zotero-default-dir'
import { importZotero, ZoteroDirectoryError } from './zotero-import'

export function createZoteroHandlers(
  library: () => LibraryService,
): Pick<Handlers, 'library.importZotero' | 'library.zoteroDefaultDir'> {
  return {
    'library.importZotero': async ({ dir }, { signal }) => {
      try {
        return await importZotero(library().context, dir, { signal: nativeSignal(signal) })
      } catch (error) {
        if (error instanceof ZoteroDirectoryError)
          throw new CommandError(
            'zotero-not-found',
            error.message,
            'Choose the Zotero data folder in Settings → Storage → Import from Zotero.',
          )
        throw asCommandError(error)
      }
    },
    'library.zoteroDefaultDir': async () => defaultZoteroDir(),
  }
}
