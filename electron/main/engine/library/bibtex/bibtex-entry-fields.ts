import { z } from 'zod'

/** A name as the parser gives it without turning TeX into text (`{Amor{\'\i}n}`, `A.~G.~A.`). */
const rawCreatorSchema = z.object({
  name: z.string().optional(),
  lastName: z.string().optional(),
  firstName: z.string().optional(),
})
type RawCreator = z.infer<typeof rawCreatorSchema>

const rawFieldSchema = z.union([z.string(), z.array(z.union([z.string(), rawCreatorSchema]))])

/** ADS writes `and et al.` where BibTeX's word for "more authors" is `others`. */
export const isEtAl = (name: string) => /^\s*et\.?\s+al\.?\s*$/iu.test(name)

function creatorTex(creator: RawCreator): string {
  if (creator.name !== undefined) return isEtAl(creator.name) ? 'others' : creator.name
  if (creator.lastName === 'al.' && creator.firstName === 'et') return 'others'
  return [creator.lastName, creator.firstName].filter((part) => part !== undefined && part !== '').join(', ')
}

/** The parser splits lists apart; they are joined back the way BibTeX reads them. */
function fieldTex(name: string, value: z.infer<typeof rawFieldSchema>): string {
  if (typeof value === 'string') return value.trim()
  const items = value.map((item) => (typeof item === 'string' ? item : creatorTex(item)))
  return items.join(name === 'keywords' ? ', ' : ' and ')
}

/**
 * Every field of an entry read in the parser's raw mode, as TeX by lower-case name, in the order of the file (`@string`
 * macros expanded, accents and math as written), for an export to write back.
 */
export function entryFieldsTex(fields: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(fields)) {
    const parsed = rawFieldSchema.safeParse(value)
    if (!parsed.success) continue
    const tex = fieldTex(name, parsed.data)
    if (tex !== '') result[name] = tex
  }
  return result
}
