import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { sendError } from './http-responses'
import { mimeTypeFor } from './mime-types'

/** Resolves a URL path inside `root`, or null when it would leave it (`..`, encoded separators, NUL, symlinks). */
async function resolveInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const target = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`)
  if (!isWithin(root, target)) return null
  try {
    const real = await realpath(target)
    return isWithin(await realpath(root), real) ? real : null
  } catch {
    return target
  }
}

function isWithin(root: string, target: string): boolean {
  return target === root || target.startsWith(root.endsWith(sep) ? root : root + sep)
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Serves the built renderer; unknown extension-less paths get index.html so client-side routes survive reloads. */
export async function serveStatic(response: ServerResponse, root: string, urlPath: string): Promise<void> {
  const indexPath = join(root, 'index.html')
  if (!(await isFile(indexPath))) {
    sendError(response, 503, {
      code: 'renderer-not-built',
      message: `The user interface is not built (no ${indexPath}).`,
      hint: 'Run "npm run build" (or start with "npm run headless", which builds first).',
    })
    return
  }
  const target = await resolveInside(root, urlPath)
  if (target === null) {
    sendError(response, 403, { code: 'forbidden-path', message: 'That path is outside the application.' })
    return
  }
  let file = target
  if (!(await isFile(file))) {
    if (extname(urlPath) !== '' && urlPath !== '/') {
      sendError(response, 404, { code: 'not-found', message: `No such file: ${urlPath}` })
      return
    }
    file = indexPath
  }
  const size = (await stat(file)).size
  response.writeHead(200, {
    'Content-Type': mimeTypeFor(file),
    'Content-Length': size,
    'Cache-Control': 'no-cache',
  })
  createReadStream(file).pipe(response)
}
