import type { z } from 'zod'
import type { libraryCommands } from '../../../../shared/contract/commands/library'
import type { HandlerContext } from '../../../../shared/contract/handlers'
import type { LibraryService } from '../library-service'

type CommandSpec = { input: z.ZodType; output: z.ZodType }
type HandlersFor<T extends Record<string, CommandSpec>> = {
  [K in keyof T]: (input: z.output<T[K]['input']>, context: HandlerContext) => Promise<z.output<T[K]['output']>>
}

/** The contract's signal is structural; hosts pass a real AbortSignal (or none). */
function signalOf(context: HandlerContext): AbortSignal | undefined {
  return context.signal instanceof AbortSignal ? context.signal : undefined
}

/**
 * Handlers of the commands in commands/library.ts (reading parsed text, resolving object names, the ADS allowance and
 * token test).
 * The library view's commands (search, import, papers, labels, BibTeX, notes, highlights) are handled in library-view.
 */
export function createLibraryHandlers(library: () => LibraryService): HandlersFor<typeof libraryCommands> {
  return {
    'paper.content': async ({ paper, ...request }) => library().content(paper, request),
    'target.resolve': async (input, context) => library().resolveTarget(input.name, signalOf(context)),
    'paper.related': async ({ paper, ...request }, context) => library().related(paper, request, signalOf(context)),
    'paper.exportNotes': async ({ paper }) => library().notesMarkdown(paper),
    'library.quota': async () => ({ ads: library().adsQuota() }),
    'ads.test': async ({ token }, context) => library().testAdsToken(token, signalOf(context)),
  }
}
