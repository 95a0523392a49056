import { z } from 'zod'

/** Zenithal projections the window can invert; other celestial ones are reported but not mapped. */
export const zenithalProjections = ['TAN', 'SIN', 'ARC', 'STG', 'ZEA'] as const

const pair = z.tuple([z.number(), z.number()])

/** The celestial (or linear) WCS of an image's first two axes, as read from its header. */
export const wcsModelSchema = z.object({
  ctype: z.tuple([z.string(), z.string()]),
  cunit: z.tuple([z.string(), z.string()]),
  crpix: pair,
  crval: pair,
  /** The linear transform from pixel offsets to intermediate coordinates (CD, or PC × CDELT, or CROTA2). */
  cd: z.tuple([pair, pair]),
  /** `celestial`: RA/Dec (or other lon/lat) with `projection`; `linear`: world = CRVAL + CD · offset. */
  kind: z.enum(['celestial', 'linear']),
  projection: z.string(),
  lonpole: z.number(),
  /** SIP distortion polynomials (A, B): coefficient [p][q] of u^p v^q. */
  sip: z.object({ a: z.array(z.array(z.number())), b: z.array(z.array(z.number())) }).nullable(),
  /** RADESYS (ICRS, FK5, FK4) and EQUINOX, as written. */
  frame: z.string(),
})
export type WcsModel = z.infer<typeof wcsModelSchema>

type HeaderValue = string | number | boolean | null | undefined

const numberOf = (value: HeaderValue) => (typeof value === 'number' ? value : undefined)
const textOf = (value: HeaderValue) => (typeof value === 'string' ? value.trim() : '')

function sipMatrix(get: (key: string) => HeaderValue, letter: 'A' | 'B'): number[][] | null {
  const order = numberOf(get(`${letter}_ORDER`))
  if (order === undefined) return null
  return Array.from({ length: order + 1 }, (_p, p) =>
    Array.from({ length: order + 1 }, (_q, q) => numberOf(get(`${letter}_${p}_${q}`)) ?? 0),
  )
}

/** The WCS of the first two axes from header values, or null when the header has none (no CTYPE, CRVAL or scale). */
export function wcsFromHeader(get: (key: string) => HeaderValue): WcsModel | null {
  const ctype: [string, string] = [textOf(get('CTYPE1')), textOf(get('CTYPE2'))]
  const crval1 = numberOf(get('CRVAL1'))
  const crval2 = numberOf(get('CRVAL2')) ?? 0
  if (!ctype[0] || crval1 === undefined) return null
  const cdelt1 = numberOf(get('CDELT1')) ?? 1
  const cdelt2 = numberOf(get('CDELT2')) ?? 1
  let cd: [[number, number], [number, number]]
  if (numberOf(get('CD1_1')) !== undefined || numberOf(get('CD2_2')) !== undefined) {
    cd = [
      [numberOf(get('CD1_1')) ?? 0, numberOf(get('CD1_2')) ?? 0],
      [numberOf(get('CD2_1')) ?? 0, numberOf(get('CD2_2')) ?? 0],
    ]
  } else if (numberOf(get('PC1_1')) !== undefined || numberOf(get('PC1_2')) !== undefined) {
    cd = [
      [cdelt1 * (numberOf(get('PC1_1')) ?? 1), cdelt1 * (numberOf(get('PC1_2')) ?? 0)],
      [cdelt2 * (numberOf(get('PC2_1')) ?? 0), cdelt2 * (numberOf(get('PC2_2')) ?? 1)],
    ]
  } else {
    const rotation = ((numberOf(get('CROTA2')) ?? 0) * Math.PI) / 180
    cd = [
      [cdelt1 * Math.cos(rotation), -cdelt2 * Math.sin(rotation)],
      [cdelt1 * Math.sin(rotation), cdelt2 * Math.cos(rotation)],
    ]
  }
  if (cd[0][0] * cd[1][1] - cd[0][1] * cd[1][0] === 0) return null
  const celestial =
    /^(RA--|DEC-|GLON|GLAT|ELON|ELAT)/.test(ctype[0]) && /^(RA--|DEC-|GLON|GLAT|ELON|ELAT)/.test(ctype[1])
  const projection = celestial ? ctype[0].slice(5, 8) || 'CAR' : ''
  const a = sipMatrix(get, 'A')
  const b = sipMatrix(get, 'B')
  const radesys = textOf(get('RADESYS')) || textOf(get('RADECSYS'))
  const equinox = numberOf(get('EQUINOX')) ?? numberOf(get('EPOCH'))
  return {
    ctype,
    cunit: [textOf(get('CUNIT1')), textOf(get('CUNIT2'))],
    crpix: [numberOf(get('CRPIX1')) ?? 0, numberOf(get('CRPIX2')) ?? 0],
    crval: [crval1, crval2],
    cd,
    kind: celestial ? 'celestial' : 'linear',
    projection,
    lonpole: numberOf(get('LONPOLE')) ?? 180,
    sip: a && b && ctype[0].endsWith('-SIP') ? { a, b } : null,
    frame: [
      radesys || (equinox !== undefined && equinox < 1984 ? 'FK4' : celestial ? 'ICRS' : ''),
      equinox ? `J${equinox}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  }
}
