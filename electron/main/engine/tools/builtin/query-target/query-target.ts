import { z } from 'zod'
import { LIBRARY_MISSING, libraryOf } from '../../../library/library-tool-services'
import { defineTool, toolError, toolResult } from '../../define-tool'

export const queryTargetTool = defineTool({
  name: 'query_target',
  description:
    'Resolve an astronomical object name with CDS Sesame (Simbad, NED, VizieR): ICRS J2000 coordinates, object ' +
    'type, canonical name and aliases. Says plainly when no resolver knows the name.',
  input: z.object({ name: z.string().min(1).max(200).describe('Object name, e.g. "NGC 4258", "M 31", "Sgr A*"') }),
  isConcurrencySafe: () => true,
  async execute(input, context) {
    const library = libraryOf(context.services)
    if (!library) return toolError(LIBRARY_MISSING)
    try {
      const target = await library.resolveTarget(input.name, context.signal)
      if (!target.found) {
        const details = target.resolvers
          .map((resolver) => `${resolver.name}: ${resolver.message ?? 'no answer'}`)
          .join('; ')
        return toolResult(`"${input.name}" was not found by any resolver${details ? ` (${details})` : ''}.`, { target })
      }
      const aliases = target.aliases.slice(0, 15)
      return toolResult(
        [
          `${target.canonicalName ?? target.name}: RA ${target.ra}°, Dec ${target.dec}° (ICRS J2000; ${target.position ?? 'no sexagesimal position'})`,
          `Object type: ${target.objectType ?? 'unknown'}`,
          `Aliases: ${aliases.join('; ')}${target.aliases.length > aliases.length ? ` (+${target.aliases.length - aliases.length} more)` : ''}`,
          `Resolvers: ${target.resolvers.map((resolver) => `${resolver.name} ${resolver.found ? 'found' : 'not found'}`).join('; ')}`,
        ].join('\n'),
        { target },
      )
    } catch (error) {
      return toolError(`Sesame lookup failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  },
})
