import type { Handlers } from '../../../shared/contract/handlers'
import type { DigestService } from './digest-service'

export function createDigestHandlers(digest: DigestService) {
  return {
    'digest.get': async (input, context) =>
      digest.get({ ...input, signal: context.signal instanceof AbortSignal ? context.signal : undefined }),
    'digest.feedback': async ({ arxivId, verdict }) => digest.feedback(arxivId, verdict),
    'digest.markRead': async ({ arxivIds, read }) => digest.markRead(arxivIds, read),
    'digest.suggestCategories': async () => ({ categories: digest.suggestCategories() }),
  } satisfies Pick<Handlers, 'digest.get' | 'digest.feedback' | 'digest.markRead' | 'digest.suggestCategories'>
}
