import type { ImageInputLimits } from '../providers/language-model'
import type { ModelImage } from '../providers/model-message'

export class ImageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImageError'
  }
}

interface PreparedImage {
  image: ModelImage
  width: number
  height: number
  sourceWidth: number
  sourceHeight: number
}

/** Pixels of a grayscale image (a FITS preview) given as 8-bit values, row by row. */
export interface GrayPixels {
  width: number
  height: number
  data: Uint8Array
}

/**
 * An image (PNG, JPEG, GIF, WebP, SVG drawn without its scripts or links, or grayscale pixels) scaled down to fit a
 * provider's limits, encoded as PNG when small enough, else JPEG. sharp loads on first use.
 */
export async function imageForModel(input: Buffer | GrayPixels, limits: ImageInputLimits): Promise<PreparedImage> {
  const { default: sharp } = await import('sharp')
  const source = Buffer.isBuffer(input)
    ? sharp(input, { limitInputPixels: 200_000_000, animated: false })
    : sharp(Buffer.from(input.data), { raw: { width: input.width, height: input.height, channels: 1 } })
  let metadata: { width?: number | undefined; height?: number | undefined }
  try {
    metadata = await source.metadata()
  } catch (error) {
    throw new ImageError(
      `The file is not an image sharp can read: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const sourceWidth = metadata.width ?? 0
  const sourceHeight = metadata.height ?? 0
  if (sourceWidth === 0 || sourceHeight === 0) throw new ImageError('The image has no pixels.')
  const long = Math.max(sourceWidth, sourceHeight)
  const short = Math.min(sourceWidth, sourceHeight)
  const scale = Math.min(1, limits.maxLongSide / long, limits.maxShortSide ? limits.maxShortSide / short : 1)
  const width = Math.max(1, Math.round(sourceWidth * scale))
  const height = Math.max(1, Math.round(sourceHeight * scale))
  const resized = source.clone().resize(width, height, { fit: 'fill' }).flatten({ background: '#ffffff' })
  let bytes = await resized.clone().png({ compressionLevel: 9 }).toBuffer()
  let mediaType: ModelImage['mediaType'] = 'image/png'
  if (bytes.byteLength > Math.min(limits.maxBytes, 1024 * 1024)) {
    bytes = await resized.clone().jpeg({ quality: 85 }).toBuffer()
    mediaType = 'image/jpeg'
  }
  if (bytes.byteLength > limits.maxBytes) {
    throw new ImageError(
      `Even scaled to ${width}×${height} the image is ${bytes.byteLength} bytes, over the provider's limit.`,
    )
  }
  return { image: { mediaType, data: bytes.toString('base64') }, width, height, sourceWidth, sourceHeight }
}
