import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { DebugLogger } from 'builder-util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

const root = join(__dirname, '../..')
const configText = readFileSync(join(root, 'electron-builder.yml'), 'utf8')

/** The parts of the configuration this test reads; electron-builder's own schema checks the whole of it. */
const configSchema = z.object({
  asarUnpack: z.array(z.string()),
  npmRebuild: z.boolean(),
  linux: z.object({ target: z.array(z.string()) }),
  mac: z.object({ target: z.array(z.object({ target: z.string(), arch: z.array(z.string()) })) }),
  win: z.object({ target: z.array(z.object({ target: z.string(), arch: z.array(z.string()) })) }),
  extraResources: z.array(z.object({ from: z.string(), to: z.string() })),
})

describe('electron-builder configuration', () => {
  it("passes electron-builder's own schema validation", async () => {
    await expect(validateConfiguration(parse(configText), new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('the validation is real: a misspelled option is refused', async () => {
    const misspelled = { ...parse(configText), asarUnpak: ['out/**'] }
    await expect(validateConfiguration(misspelled, new DebugLogger(false))).rejects.toThrow(/asarUnpak/)
  })

  it('builds AppImage and deb, dmg for both Mac architectures and nsis, rebuilding native modules for Electron', () => {
    const config = configSchema.parse(parse(configText))
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.mac.target).toEqual([{ target: 'dmg', arch: ['arm64', 'x64'] }])
    expect(config.win.target.map((target) => target.target)).toEqual(['nsis'])
    expect(config.npmRebuild).toBe(true)
    expect(config.extraResources).toEqual([
      { from: 'resources', to: 'resources' },
      { from: 'LICENSE', to: 'licenses/LICENSE.txt' },
      { from: 'out/licenses', to: 'licenses' },
    ])
  })

  it("packs only this installer's onnxruntime binaries, not every OS's and CPU's", () => {
    const config = z.object({ files: z.array(z.string()) }).parse(parse(configText))
    expect(config.files).toEqual(
      expect.arrayContaining([
        '!**/node_modules/onnxruntime-node/bin/napi-v6/**',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's own file-pattern macros
        '**/node_modules/onnxruntime-node/bin/napi-v6/${platform}/${arch}/**',
      ]),
    )
  })

  it('has `npm run dist` and an icon electron-builder can derive every platform icon from', () => {
    const packageJson = z
      .object({ scripts: z.record(z.string(), z.string()) })
      .parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))
    const dist = readFileSync(join(root, packageJson.scripts.dist?.replace('node ', '') ?? ''), 'utf8')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the script's own source text
    expect(dist).toContain("'electron-builder', platform, `--${process.arch}`")
    expect(dist).toContain('scripts/third-party-licenses.mjs')
    expect(dist).toContain('scripts/check-native-arch.mjs')
    const icon = readFileSync(join(root, 'build/icon.png'))
    expect(icon.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([1024, 1024])
  })
})
