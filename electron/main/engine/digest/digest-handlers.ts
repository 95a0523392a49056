import type { Handlers } from '../../../shared/contract/handlers'
import { asCommandError } from '../library/commands/library-command-error'
import { nativeSignal } from '../library/commands/native-signal'
import type { CitationAlerts } from './citation-alerts'
import type { DigestService } from './digest-service'

export function createDigestHandlers(digest: DigestService, citationAlerts: CitationAlerts) {
  return {
    'digest.get': async (input, context) =>
      digest.get({ ...input, signal: context.signal instanceof AbortSignal ? context.signal : undefined }),
    'digest.feedback': async ({ arxivId, verdict }) => digest.feedback(arxivId, verdict),
    'digest.markRead': async ({ arxivIds, read }) => digest.markRead(arxivIds, read),
    'digest.suggestCategories': async () => ({ categories: digest.suggestCategories() }),
    'digest.citations': async (_input, { signal }) => {
      try {
        return await citationAlerts(nativeSignal(signal))
      } catch (error) {
        throw asCommandError(error)
      }
    },
  } satisfies Pick<
    Handlers,
    'digest.get' | 'digest.feedback' | 'digest.markRead' | 'digest.suggestCategories' | 'digest.citations'
  >
}
