import { XMLParser } from 'fast-xml-parser'
import { z } from 'zod'
import type { TargetResolution } from '../../../../shared/domain/paper'

const text = z.union([z.string(), z.object({ '#text': z.string() }).transform((value) => value['#text'])])
const resolverSchema = z.object({
  '@_name': z.string().default('unknown'),
  INFO: z.array(text).default([]),
  jpos: text.optional(),
  jradeg: text.optional(),
  jdedeg: text.optional(),
  otype: text.optional(),
  oname: text.optional(),
  alias: z.array(text).default([]),
})
const targetSchema = z.object({ name: text.default(''), Resolver: z.array(resolverSchema).default([]) })
const documentSchema = z.object({
  Sesame: z.union([
    z.object({ Target: z.array(targetSchema).default([]) }),
    z.literal('').transform(() => ({ Target: [] })),
  ]),
})

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['Target', 'Resolver', 'alias', 'INFO'].includes(name),
})

type Resolver = z.infer<typeof resolverSchema>

const hasPosition = (resolver: Resolver) => resolver.jradeg !== undefined && resolver.jdedeg !== undefined
const tidy = (value: string) => value.replace(/\s+/g, ' ').trim()
/** Simbad is the reference for object types and names; NED next; VizieR catalogues last. */
const preference = (resolver: Resolver) =>
  /simbad/i.test(resolver['@_name']) ? 0 : /ned/i.test(resolver['@_name']) ? 1 : 2

function toResolution(target: z.infer<typeof targetSchema>): TargetResolution {
  const resolvers = [...target.Resolver].sort((a, b) => preference(a) - preference(b))
  const best = resolvers.find(hasPosition)
  const aliases = new Set<string>()
  for (const resolver of resolvers) for (const alias of resolver.alias) aliases.add(tidy(alias))
  return {
    name: tidy(target.name),
    found: best !== undefined,
    ra: best?.jradeg !== undefined ? Number(best.jradeg) : null,
    dec: best?.jdedeg !== undefined ? Number(best.jdedeg) : null,
    position: best?.jpos !== undefined ? tidy(best.jpos) : null,
    objectType: resolvers.find((resolver) => resolver.otype)?.otype ?? null,
    canonicalName: best?.oname !== undefined ? tidy(best.oname) : null,
    aliases: [...aliases],
    resolvers: target.Resolver.map((resolver) => ({
      name: tidy(resolver['@_name']),
      found: hasPosition(resolver),
      message: resolver.INFO.length > 0 ? resolver.INFO.map(tidy).join('; ') : null,
    })),
  }
}

/** Parses Sesame's XML answer (sesame_4x.xsd): one resolution per target, found or not. */
export function parseSesameXml(xml: string): TargetResolution[] {
  const result = documentSchema.safeParse(parser.parse(xml))
  if (!result.success) throw new Error(`CDS Sesame returned an answer this app cannot read: ${result.error.message}`)
  return result.data.Sesame.Target.map(toResolution)
}
