import { type WcsModel, zenithalProjections } from './wcs-model'

const degrees = 180 / Math.PI
const radians = Math.PI / 180

function polynomial(matrix: readonly (readonly number[])[], u: number, v: number): number {
  let sum = 0
  for (let p = 0; p < matrix.length; p++) {
    const row = matrix[p] ?? []
    for (let q = 0; q < row.length; q++) {
      const coefficient = row[q] ?? 0
      if (coefficient !== 0) sum += coefficient * u ** p * v ** q
    }
  }
  return sum
}

/** Native latitude θ (degrees) at radius R (degrees) of the zenithal projections (Calabretta & Greisen 2002). */
function thetaOf(projection: string, radius: number): number | null {
  const r = radius * radians
  switch (projection) {
    case 'TAN':
      return radius === 0 ? 90 : Math.atan(1 / r) * degrees
    case 'SIN':
      return r > 1 ? null : Math.acos(r) * degrees
    case 'ARC':
      return 90 - radius
    case 'STG':
      return 90 - 2 * Math.atan(r / 2) * degrees
    case 'ZEA':
      return r > 2 ? null : 90 - 2 * Math.asin(r / 2) * degrees
    default:
      return null
  }
}

/**
 * World coordinates of a pixel (FITS convention: the first pixel's centre is 1, 1): RA/Dec (or lon/lat) in degrees for
 * zenithal celestial projections with optional SIP distortion, or CRVAL + CD · offset for linear axes; null where the
 * projection is not known or the point lies off the sky.
 */
export function pixelToWorld(wcs: WcsModel, x: number, y: number): [number, number] | null {
  let u = x - wcs.crpix[0]
  let v = y - wcs.crpix[1]
  if (wcs.sip) {
    const du = polynomial(wcs.sip.a, u, v)
    const dv = polynomial(wcs.sip.b, u, v)
    u += du
    v += dv
  }
  const ix = wcs.cd[0][0] * u + wcs.cd[0][1] * v
  const iy = wcs.cd[1][0] * u + wcs.cd[1][1] * v
  if (wcs.kind === 'linear') return [wcs.crval[0] + ix, wcs.crval[1] + iy]
  if (!(zenithalProjections as readonly string[]).includes(wcs.projection)) return null
  const radius = Math.hypot(ix, iy)
  const theta = thetaOf(wcs.projection, radius)
  if (theta === null) return null
  const phi = radius === 0 ? 0 : Math.atan2(ix, -iy)
  const thetaRad = theta * radians
  const poleLat = wcs.crval[1] * radians
  const dphi = phi - wcs.lonpole * radians
  const lat = Math.asin(
    Math.sin(thetaRad) * Math.sin(poleLat) + Math.cos(thetaRad) * Math.cos(poleLat) * Math.cos(dphi),
  )
  const lon =
    wcs.crval[0] * radians +
    Math.atan2(
      -Math.cos(thetaRad) * Math.sin(dphi),
      Math.sin(thetaRad) * Math.cos(poleLat) - Math.cos(thetaRad) * Math.sin(poleLat) * Math.cos(dphi),
    )
  const lonDegrees = (((lon * degrees) % 360) + 360) % 360
  return [lonDegrees, lat * degrees]
}

const pad = (value: number, width: number, decimals: number) =>
  value.toFixed(decimals).padStart(width + (decimals ? decimals + 1 : 0), '0')

/** RA in hours, minutes, seconds and Dec in degrees, arcminutes, arcseconds. */
export function sexagesimal(ra: number, dec: number): string {
  const hours = ra / 15
  const h = Math.floor(hours)
  const m = Math.floor((hours - h) * 60)
  const s = ((hours - h) * 60 - m) * 60
  const sign = dec < 0 ? '−' : '+'
  const absolute = Math.abs(dec)
  const d = Math.floor(absolute)
  const am = Math.floor((absolute - d) * 60)
  const as = ((absolute - d) * 60 - am) * 60
  return `${pad(h, 2, 0)}:${pad(m, 2, 0)}:${pad(s, 2, 2)} ${sign}${pad(d, 2, 0)}:${pad(am, 2, 0)}:${pad(as, 2, 1)}`
}
