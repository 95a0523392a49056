import { z } from 'zod'
import type { LibraryService } from '../../../library/library-service'
import { defineTool, toolResult } from '../../define-tool'
import description from './description.md'

export function createQueryTargetTool(deps: { library: () => LibraryService }) {
  return defineTool({
    name: 'query_target',
    ui: {
      title: { en: 'Resolve object', 'zh-CN': '解析天体名称' },
      doing: { en: 'Resolving an object name', 'zh-CN': '正在解析天体名称' },
      done: { en: 'Resolved an object name', 'zh-CN': '已解析天体名称' },
    },
    description,
    input: z.object({ name: z.string().min(1).max(200).describe('Object name, e.g. "NGC 4258", "M 31", "Sgr A*"') }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const library = deps.library()
      const target = await library.resolveTarget(input.name, context.signal)
      if (!target.found) {
        const details = target.resolvers
          .map((resolver) => `${resolver.name}: ${resolver.message ?? 'no answer'}`)
          .join('; ')
        return toolResult(`"${input.name}" was not found by any resolver${details ? ` (${details})` : ''}.`, {
          target,
        })
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
    },
  })
}
