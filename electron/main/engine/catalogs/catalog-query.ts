import {
  type CatalogPreset,
  type CatalogServiceId,
  type CatalogSettings,
  catalogPresets,
} from '../../../shared/domain/catalog-services'
import type { TargetResolution } from '../../../shared/domain/paper'
import { type ConeSearch, coneAdql } from './cone-adql'
import { type TapAnswer, type TapClient, TapError } from './tap-client'

export interface CatalogQuery {
  service: CatalogServiceId
  /** ADQL to run as it is; or a cone search around an object or a position. */
  adql?: string | undefined
  cone?:
    | (Omit<ConeSearch, 'ra' | 'dec'> & {
        object?: string | undefined
        ra?: number | undefined
        dec?: number | undefined
      })
    | undefined
  maxRows: number
  mode: 'auto' | 'sync' | 'async'
}

export interface CatalogAnswer extends TapAnswer {
  preset: CatalogPreset
  adql: string
  /** The object the cone was centred on, as Sesame resolved it. */
  target: TargetResolution | null
}

interface CatalogQueryDeps {
  settings(): CatalogSettings
  tap(onProgress: (message: string) => void): TapClient
  resolveTarget(name: string, signal: AbortSignal): Promise<TargetResolution>
}

/** Rows kept for the window's table (the VOTable keeps every row the service sent). */
const TABLE_ROWS = 10_000

function presetOf(id: CatalogServiceId): CatalogPreset {
  const preset = catalogPresets.find((candidate) => candidate.id === id)
  if (!preset) throw new TapError(`Unknown catalogue service "${id}".`, 'Choose one of the catalogue services.')
  return preset
}

/** A catalogue query from the agent or the Catalogues panel: ADQL, or a cone (Sesame resolves an object's name). */
export async function runCatalogQuery(
  deps: CatalogQueryDeps,
  query: CatalogQuery,
  signal: AbortSignal,
  onProgress: (message: string) => void = () => {},
): Promise<CatalogAnswer> {
  const preset = presetOf(query.service)
  const { adql, target } = await adqlOf(deps, preset, query, signal, onProgress)
  const answer = await deps.tap(onProgress).query(
    {
      baseUrl: deps.settings()[query.service],
      serviceName: preset.name,
      adql,
      maxRows: query.maxRows,
      mode: query.mode,
      rowLimit: TABLE_ROWS,
    },
    signal,
  )
  return { ...answer, preset, adql, target }
}

async function adqlOf(
  deps: CatalogQueryDeps,
  preset: CatalogPreset,
  query: CatalogQuery,
  signal: AbortSignal,
  onProgress: (message: string) => void,
): Promise<{ adql: string; target: TargetResolution | null }> {
  const adql = query.adql?.trim()
  if (adql && query.cone) {
    throw new TapError('Give either ADQL or a cone search, not both.', 'Leave out the one you do not need.')
  }
  if (adql) return { adql, target: null }
  const cone = query.cone
  if (!cone) throw new TapError('Nothing to query: give ADQL or a cone search.', 'Name an object or a position.')
  if (cone.ra !== undefined && cone.dec !== undefined) {
    return { adql: coneAdql(preset, { ...cone, ra: cone.ra, dec: cone.dec }, query.maxRows), target: null }
  }
  const name = cone.object?.trim()
  if (!name) {
    throw new TapError('A cone search needs an object name or both ra and dec (degrees).', 'Give the centre.')
  }
  onProgress(`Resolving ${name} with Sesame`)
  const target = await deps.resolveTarget(name, signal)
  if (!target.found || target.ra === null || target.dec === null) {
    throw new TapError(
      `Sesame could not resolve "${name}".`,
      'Check the name, or give ra and dec in degrees; the Sesame URL is in Settings → Services.',
    )
  }
  return { adql: coneAdql(preset, { ...cone, ra: target.ra, dec: target.dec }, query.maxRows), target }
}
