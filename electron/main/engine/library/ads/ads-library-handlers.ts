import type { Handlers } from '../../../../shared/contract/handlers'
import { CommandError } from '../../../../shared/contract/transport'
import { asCommandError } from '../commands/library-command-error'
import { nativeSignal } from '../commands/native-signal'
import type { LibraryService } from '../library-service'
import { AdsLibraryError, exportToAdsLibrary, importAdsLibrary } from './ads-library-sync'
import { BiblibClient } from './biblib-client'

async function run<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    if (error instanceof AdsLibraryError) throw new CommandError('not-found', error.message)
    throw asCommandError(error)
  }
}

export function createAdsLibraryHandlers(
  library: () => LibraryService,
): Pick<Handlers, 'adsLibrary.list' | 'adsLibrary.import' | 'adsLibrary.export'> {
  return {
    'adsLibrary.list': (_input, { signal }) =>
      run(async () =>
        (await new BiblibClient(library().context.ads).libraries(nativeSignal(signal))).map((entry) => ({
          id: entry.id,
          name: entry.name,
          description: entry.description,
          documents: entry.num_documents,
          permission: entry.permission,
          public: entry.public,
        })),
      ),
    'adsLibrary.import': (input, { signal }) =>
      run(() => importAdsLibrary(library().context, input, nativeSignal(signal))),
    'adsLibrary.export': (input, { signal }) =>
      run(() => exportToAdsLibrary(library().context, input, nativeSignal(signal))),
  }
}
