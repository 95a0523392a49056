import { randomBytes } from 'node:crypto'

/** An artifact id from a file name: its safe characters and a short random suffix (`plot_png_3f2a91`). */
export function fileArtifactId(name: string): string {
  const stem =
    name
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'file'
  return `${/^[A-Za-z0-9]/.test(stem) ? stem : `f${stem}`}_${randomBytes(3).toString('hex')}`
}
