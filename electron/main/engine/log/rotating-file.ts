import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'

interface RotatingFileOptions {
  path: string
  /** Rotate before a write would push the file past this size. */
  maxBytes: number
  /** Rotated files kept beside the live one: `<path>.1` (newest) … `<path>.<maxFiles>`. */
  maxFiles: number
}

interface RotatingFile {
  append(text: string): void
}

export function createRotatingFile(options: RotatingFileOptions): RotatingFile {
  const { path, maxBytes, maxFiles } = options
  mkdirSync(dirname(path), { recursive: true })
  let size = existsSync(path) ? statSync(path).size : 0

  function rotate(): void {
    rmSync(`${path}.${maxFiles}`, { force: true })
    for (let index = maxFiles - 1; index >= 1; index -= 1) {
      const from = `${path}.${index}`
      if (existsSync(from)) renameSync(from, `${path}.${index + 1}`)
    }
    if (maxFiles >= 1) renameSync(path, `${path}.1`)
    else rmSync(path, { force: true })
    size = 0
  }

  return {
    append(text) {
      const bytes = Buffer.byteLength(text)
      if (size > 0 && size + bytes > maxBytes) rotate()
      appendFileSync(path, text)
      size += bytes
    },
  }
}
