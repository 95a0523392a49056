import { z } from 'zod'
import { dataTableSchema } from '../../domain/data-table'
import { wcsModelSchema } from '../../wcs/wcs-model'
import { artifactViewSchema } from './artifact'

/** A file of the session's folders by path, or an artifact (a version of it). */
const fileSourceSchema = z.union([
  z.object({ path: z.string().min(1).max(4096) }),
  z.object({ artifactId: z.string().min(1), version: z.number().int().positive().optional() }),
])
export type FileSource = z.infer<typeof fileSourceSchema>

const mediaKindSchema = z.enum(['image', 'pdf', 'table', 'fits', 'text', 'other'])

const fitsHduSchema = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  kind: z.enum(['image', 'compressed-image', 'binary-table', 'ascii-table', 'empty']),
  /** NAXIS1, NAXIS2 … (ZNAXISn for a tile-compressed image; columns × rows for a table). */
  shape: z.array(z.number().int().nonnegative()),
  cards: z.array(z.object({ key: z.string(), value: z.string(), comment: z.string() })),
  wcs: wcsModelSchema.nullable(),
})

export const filesCommands = {
  /**
   * A file of the session's project, library or skills folder, for the window to show (never through file://):
   * refused outside those folders, for links and special files, and over `maxBytes` (at most 64 MB).
   */
  'project.readFile': {
    input: z.object({
      sessionId: z.string().min(1),
      path: z.string().min(1).max(4096),
      maxBytes: z
        .number()
        .int()
        .positive()
        .max(64 * 1024 * 1024)
        .default(32 * 1024 * 1024),
    }),
    output: z.object({
      path: z.string(),
      name: z.string(),
      mediaType: z.string(),
      kind: mediaKindSchema,
      size: z.number().int().nonnegative(),
      modifiedAt: z.number(),
      base64: z.string(),
    }),
  },
  /** Opens a file of the session's folders in the system's own viewer (the desktop app only). */
  'project.openExternally': {
    input: z.object({ sessionId: z.string().min(1), path: z.string().min(1).max(4096) }),
    output: z.object({ opened: z.boolean() }),
  },
  /** The bytes of a file-backed artifact version (an image, a PDF, a FITS file). */
  'artifact.file': {
    input: z.object({
      sessionId: z.string().min(1),
      id: z.string().min(1),
      version: z.number().int().positive().optional(),
    }),
    output: z.object({
      name: z.string(),
      mediaType: z.string(),
      size: z.number().int().nonnegative(),
      base64: z.string(),
    }),
  },
  /** A project file as an artifact of the session: an image, a table (CSV, TSV, ECSV, VOTable), a FITS file, a PDF. */
  'artifact.fromFile': {
    input: z.object({
      sessionId: z.string().min(1),
      path: z.string().min(1).max(4096),
      title: z.string().max(300).optional(),
    }),
    output: artifactViewSchema,
  },
  /** A table (its first 10,000 rows) from a table file or artifact, or a FITS binary table HDU. */
  'table.read': {
    input: z.object({
      sessionId: z.string().min(1),
      source: fileSourceSchema,
      hdu: z.number().int().nonnegative().optional(),
    }),
    output: dataTableSchema,
  },
  /** A FITS file's HDUs: headers, shapes and WCS. */
  'fits.describe': {
    input: z.object({ sessionId: z.string().min(1), source: fileSourceSchema }),
    output: z.object({ hdus: z.array(fitsHduSchema) }),
  },
  /**
   * One image HDU for display: pixels block-averaged by `step` to at most `maxSide` a side (float32, little-endian,
   * base64; NaN where blank), with zscale limits, the value range and the WCS. A 1-D image is a spectrum of height 1.
   */
  'fits.image': {
    input: z.object({
      sessionId: z.string().min(1),
      source: fileSourceSchema,
      hdu: z.number().int().nonnegative(),
      maxSide: z.number().int().min(16).max(4096).default(1024),
    }),
    output: z.object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      sourceWidth: z.number().int().positive(),
      sourceHeight: z.number().int().positive(),
      step: z.number().int().positive(),
      pixelsBase64: z.string(),
      zscale: z.tuple([z.number(), z.number()]),
      range: z.tuple([z.number(), z.number()]),
      unit: z.string(),
      wcs: wcsModelSchema.nullable(),
      /** A spectrum's wavelength axis: value = CRVAL1 + (pixel − CRPIX1) × CDELT1, as log10 when `log`. */
      spectralAxis: z
        .object({ crval: z.number(), cdelt: z.number(), crpix: z.number(), log: z.boolean(), unit: z.string() })
        .nullable(),
    }),
  },
} as const
