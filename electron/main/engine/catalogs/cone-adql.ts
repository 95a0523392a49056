import type { CatalogPreset } from '../../../shared/domain/catalog-services'

export interface ConeSearch {
  ra: number
  dec: number
  radiusArcsec: number
  /** A table of the service; the preset's when absent. */
  table?: string | undefined
  raColumn?: string | undefined
  decColumn?: string | undefined
  /** The columns to return, as ADQL (`source_id, ra, dec, phot_g_mean_mag`); all when absent. */
  columns?: string | undefined
}

const number = (value: number) => Number(value.toFixed(10)).toString()

/** ADQL for the rows of a table within a circle, nearest first where the service has DISTANCE. */
export function coneAdql(preset: CatalogPreset, cone: ConeSearch, maxRows: number): string {
  const table = cone.table ?? preset.cone.table
  const ra = cone.raColumn ?? (cone.table ? 'ra' : preset.cone.raColumn)
  const dec = cone.decColumn ?? (cone.table ? 'dec' : preset.cone.decColumn)
  const center = `POINT('ICRS', ${number(cone.ra)}, ${number(cone.dec)})`
  const radius = number(cone.radiusArcsec / 3600)
  const columns = cone.columns?.trim() || '*'
  const where = `WHERE 1 = CONTAINS(POINT('ICRS', ${ra}, ${dec}), CIRCLE('ICRS', ${number(cone.ra)}, ${number(cone.dec)}, ${radius}))`
  if (!preset.distance) return `SELECT TOP ${maxRows} ${columns} FROM ${table} ${where}`
  return (
    `SELECT TOP ${maxRows} ${columns}, DISTANCE(POINT('ICRS', ${ra}, ${dec}), ${center}) * 3600 AS separation_arcsec ` +
    `FROM ${table} ${where} ORDER BY separation_arcsec`
  )
}
