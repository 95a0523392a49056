import { z } from 'zod'
import { mediaTypeOf } from '../../../../../shared/domain/media-types'
import { ArtifactError } from '../../../artifacts/artifact'
import { fitsGrayscale } from '../../../fits/fits-gray'
import { FitsError } from '../../../fits/fits-header'
import { SandboxError } from '../../../fs/sandbox-error'
import { ImageError, imageForModel } from '../../../images/image-for-model'
import type { FileAccess } from '../../../project-files/file-access'
import { defineTool, toolError, toolResult } from '../../define-tool'
import description from './description.md'

const IMAGE_BYTES = 64 * 1024 * 1024

export function createViewImageTool(deps: { files: FileAccess }) {
  return defineTool({
    name: 'view_image',
    ui: {
      title: { en: 'Look at image', 'zh-CN': '查看图像' },
      doing: { en: 'Looking at an image', 'zh-CN': '正在查看图像' },
      done: { en: 'Looked at an image', 'zh-CN': '已查看图像' },
    },
    description,
    input: z.object({
      path: z.string().min(1).max(4096).optional().describe('An image or FITS file, relative to the project folder'),
      artifact_id: z.string().min(1).optional().describe('An image or FITS artifact instead of a file'),
      hdu: z.number().int().min(0).optional().describe('FITS only: the HDU to show (the first image HDU if absent)'),
    }),
    isConcurrencySafe: () => true,
    async execute(input, context) {
      const model = context.model
      if (!model?.imageInput) {
        const name = model ? `${model.modelId} (${model.provider})` : 'This model'
        return toolError(
          `${name} does not accept images, so view_image cannot show it one. If the model can see images, turn on ` +
            'Settings → Model providers → the provider → Accepts images; otherwise describe the file from its data (read it with run_bash).',
        )
      }
      if ((input.path === undefined) === (input.artifact_id === undefined)) {
        return toolError('Give either path or artifact_id.')
      }
      try {
        const source = await deps.files.readSource(
          context.sessionId,
          input.path !== undefined ? { path: input.path } : { artifactId: input.artifact_id ?? '' },
          IMAGE_BYTES,
        )
        const isFits = source.mediaType === 'application/fits' || mediaTypeOf(source.name).kind === 'fits'
        if (!isFits && !source.mediaType.startsWith('image/')) {
          return toolError(`${source.name} is ${source.mediaType}, not an image or FITS file.`)
        }
        const gray = isFits ? fitsGrayscale(source.bytes, input.hdu) : null
        const prepared = await imageForModel(gray ?? source.bytes, model.imageInput)
        const shown =
          prepared.width === prepared.sourceWidth
            ? `${prepared.width}×${prepared.height} px`
            : `${prepared.sourceWidth}×${prepared.sourceHeight} px, shown at ${prepared.width}×${prepared.height}`
        const fitsNote = gray ? ` (FITS HDU ${gray.hdu}, grayscale between zscale limits, north up as stored)` : ''
        return {
          ...toolResult(`Here is ${source.name}${fitsNote}: ${shown}.`, {
            width: prepared.width,
            height: prepared.height,
            sourceWidth: prepared.sourceWidth,
            sourceHeight: prepared.sourceHeight,
            mediaType: prepared.image.mediaType,
          }),
          images: [prepared.image],
        }
      } catch (error) {
        if (
          error instanceof SandboxError ||
          error instanceof ArtifactError ||
          error instanceof ImageError ||
          error instanceof FitsError
        ) {
          return toolError(error.message)
        }
        throw error
      }
    },
  })
}
