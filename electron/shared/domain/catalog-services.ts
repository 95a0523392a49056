import { z } from 'zod'

export const catalogServiceIdSchema = z.enum(['gaia', 'simbad', 'vizier', 'mast', 'exoplanets'])
export type CatalogServiceId = z.infer<typeof catalogServiceIdSchema>

/** A TAP service the app knows: its default base URL and the table a cone search reads when none is named. */
export interface CatalogPreset {
  id: CatalogServiceId
  name: string
  defaultBaseUrl: string
  cone: { table: string; raColumn: string; decColumn: string }
  /** The service's ADQL has DISTANCE (ADQL 2.1), so cone results can be ordered by separation. */
  distance: boolean
}

export const catalogPresets: readonly CatalogPreset[] = [
  {
    id: 'gaia',
    name: 'Gaia archive (ESA)',
    defaultBaseUrl: 'https://gea.esac.esa.int/tap-server/tap',
    cone: { table: 'gaiadr3.gaia_source', raColumn: 'ra', decColumn: 'dec' },
    distance: true,
  },
  {
    id: 'simbad',
    name: 'SIMBAD (CDS)',
    defaultBaseUrl: 'https://simbad.cds.unistra.fr/simbad/sim-tap',
    cone: { table: 'basic', raColumn: 'ra', decColumn: 'dec' },
    distance: true,
  },
  {
    id: 'vizier',
    name: 'VizieR (CDS)',
    defaultBaseUrl: 'https://tapvizier.cds.unistra.fr/TAPVizieR/tap',
    cone: { table: '"I/355/gaiadr3"', raColumn: 'RA_ICRS', decColumn: 'DE_ICRS' },
    distance: true,
  },
  {
    id: 'mast',
    name: 'MAST (STScI, CAOM)',
    defaultBaseUrl: 'https://vao.stsci.edu/CAOMTAP/TapService.aspx',
    cone: { table: 'ivoa.obscore', raColumn: 's_ra', decColumn: 's_dec' },
    distance: false,
  },
  {
    id: 'exoplanets',
    name: 'NASA Exoplanet Archive',
    defaultBaseUrl: 'https://exoplanetarchive.ipac.caltech.edu/TAP',
    cone: { table: 'ps', raColumn: 'ra', decColumn: 'dec' },
    distance: false,
  },
]

/** Settings → Services → Catalogues: each service's TAP base URL. */
export const catalogSettingsSchema = z.object({
  gaia: z.url().default('https://gea.esac.esa.int/tap-server/tap'),
  simbad: z.url().default('https://simbad.cds.unistra.fr/simbad/sim-tap'),
  vizier: z.url().default('https://tapvizier.cds.unistra.fr/TAPVizieR/tap'),
  mast: z.url().default('https://vao.stsci.edu/CAOMTAP/TapService.aspx'),
  exoplanets: z.url().default('https://exoplanetarchive.ipac.caltech.edu/TAP'),
})
export type CatalogSettings = z.infer<typeof catalogSettingsSchema>

export const defaultCatalogSettings: CatalogSettings = Object.fromEntries(
  catalogPresets.map((preset) => [preset.id, preset.defaultBaseUrl]),
) as CatalogSettings
