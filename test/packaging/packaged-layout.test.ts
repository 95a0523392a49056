import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import { workerScript } from '../../electron/main/engine/library/parse/pdf-text-pool'
import { asarUnpackedPath, loadablePath } from '../../electron/main/engine/packaging/asar-unpacked-path'
import { packagedResourcesDir } from '../../electron/main/hosts/electron/packaged-resources'
import { useTempDir } from '../helpers/temp-dir'

const root = join(__dirname, '../..')
const { asarUnpack } = z
  .object({ asarUnpack: z.array(z.string()) })
  .parse(parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')))

/** Files of the app as electron-builder sees it before packing, for each platform's natives. */
const appFiles = [
  'out/main/index.js',
  'out/main/pdf-text-worker.js',
  'out/main/chunks/pdf-text-protocol-Bx_yf6eA.js',
  'out/renderer/index.html',
  'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
  'node_modules/sqlite-vec-linux-x64/vec0.so',
  'node_modules/sqlite-vec-darwin-arm64/vec0.dylib',
  'node_modules/sqlite-vec-windows-x64/vec0.dll',
  'node_modules/onnxruntime-node/bin/napi-v6/linux/x64/onnxruntime_binding.node',
  'node_modules/onnxruntime-node/bin/napi-v6/darwin/arm64/libonnxruntime.1.22.0.dylib',
  'node_modules/pdfjs-dist/legacy/build/pdf.mjs',
  'node_modules/zod/index.cjs',
  'node_modules/react/index.js',
]

function write(path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, '')
}

describe('packaged layout (simulated: resources/app.asar and app.asar.unpacked as plain folders)', () => {
  const tempDir = useTempDir('packaged-')

  it('asarUnpack keeps every native library, the PDF reader thread and what it requires out of the archive', () => {
    const temp = { path: tempDir() }
    for (const file of appFiles) write(join(temp.path, file))
    const unpacked = new Set(globSync(asarUnpack, { cwd: temp.path }))
    expect(appFiles.filter((file) => !unpacked.has(file))).toEqual([
      'out/main/index.js',
      'out/renderer/index.html',
      'node_modules/react/index.js',
    ])
  })

  it('maps archive paths to their unpacked copies, with either separator', () => {
    expect(asarUnpackedPath('/opt/AstroResearch/resources/app.asar/node_modules/sqlite-vec-linux-x64/vec0.so')).toBe(
      '/opt/AstroResearch/resources/app.asar.unpacked/node_modules/sqlite-vec-linux-x64/vec0.so',
    )
    expect(asarUnpackedPath('C:\\Program Files\\AstroResearch\\resources\\app.asar\\out\\main\\x.js')).toBe(
      'C:\\Program Files\\AstroResearch\\resources\\app.asar.unpacked\\out\\main\\x.js',
    )
    expect(asarUnpackedPath('/home/me/astroresearch/node_modules/sqlite-vec-linux-x64/vec0.so')).toBe(
      '/home/me/astroresearch/node_modules/sqlite-vec-linux-x64/vec0.so',
    )
    expect(asarUnpackedPath('/data/my.app.asar.notes/x')).toBe('/data/my.app.asar.notes/x')
  })

  it("loads sqlite-vec's library from app.asar.unpacked when it is there, else from where it resolved", () => {
    const temp = { path: tempDir() }
    const resources = join(temp.path, 'resources')
    const resolved = join(resources, 'app.asar/node_modules/sqlite-vec-linux-x64/vec0.so')
    expect(loadablePath(resolved)).toBe(resolved)
    write(join(resources, 'app.asar.unpacked/node_modules/sqlite-vec-linux-x64/vec0.so'))
    expect(relative(temp.path, loadablePath(resolved))).toBe(
      'resources/app.asar.unpacked/node_modules/sqlite-vec-linux-x64/vec0.so',
    )
  })

  it('starts the PDF reader thread from its unpacked copy', () => {
    const temp = { path: tempDir() }
    const resources = join(temp.path, 'resources')
    write(join(resources, 'app.asar/out/main/pdf-text-worker.js'))
    write(join(resources, 'app.asar.unpacked/out/main/pdf-text-worker.js'))
    const script = workerScript(join(resources, 'app.asar/out/main/index.js'))
    expect(relative(temp.path, script.filename)).toBe('resources/app.asar.unpacked/out/main/pdf-text-worker.js')
    expect(script.execArgv).toEqual([])
  })

  it('finds the built-in skills beside the archive', () => {
    expect(packagedResourcesDir('/opt/AstroResearch/resources')).toBe('/opt/AstroResearch/resources/resources')
  })
})
