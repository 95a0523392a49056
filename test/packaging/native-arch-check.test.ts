import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTempDir } from '../helpers/temp-dir'

const root = join(__dirname, '../..')
const tempDir = useTempDir('astro-native-arch-')

function check(folder: string, arch: string) {
  const outcome = spawnSync('node', [join(root, 'scripts/check-native-arch.mjs'), folder, arch], { encoding: 'utf8' })
  return { status: outcome.status, output: `${outcome.stdout}${outcome.stderr}` }
}

/** The first bytes of a Mach-O file (thin: one CPU type; universal: a list of them), padded to a readable length. */
function machO(cpus: number[]): Buffer {
  const file = Buffer.alloc(256)
  if (cpus.length === 1) {
    file.writeUInt32LE(0xfeedfacf, 0)
    file.writeUInt32LE(cpus[0] ?? 0, 4)
  } else {
    file.writeUInt32BE(0xcafebabe, 0)
    file.writeUInt32BE(cpus.length, 4)
    for (const [index, cpu] of cpus.entries()) file.writeUInt32BE(cpu, 8 + index * 20)
  }
  return file
}

/** A DOS stub pointing at a PE header with the given machine. */
function portableExecutable(machine: number): Buffer {
  const file = Buffer.alloc(256)
  file.write('MZ', 0, 'latin1')
  file.writeUInt32LE(0x80, 0x3c)
  file.write('PE\0\0', 0x80, 'latin1')
  file.writeUInt16LE(machine, 0x84)
  return file
}

describe('the installer check that native modules match the CPU', () => {
  it("passes this machine's compiled better-sqlite3 for x64 and fails it for arm64, naming the file", () => {
    const app = join(tempDir(), 'linux-unpacked')
    mkdirSync(app)
    cpSync(
      join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
      join(app, 'better_sqlite3.node'),
    )
    expect(check(app, process.arch === 'arm64' ? 'arm64' : 'x64')).toMatchObject({ status: 0 })
    const wrong = check(app, process.arch === 'arm64' ? 'x64' : 'arm64')
    expect(wrong.status).toBe(1)
    expect(wrong.output).toContain('better_sqlite3.node: built for')
  })

  it('reads Mach-O (thin and universal) and PE files: an x64 dylib in an arm64 app fails, a universal one passes', () => {
    const app = join(tempDir(), 'mac-arm64')
    mkdirSync(join(app, 'sqlite-vec-darwin-x64'), { recursive: true })
    writeFileSync(join(app, 'sqlite-vec-darwin-x64/vec0.dylib'), machO([0x01000007]))
    writeFileSync(join(app, 'universal.node'), machO([0x01000007, 0x0100000c]))
    const outcome = check(app, 'arm64')
    expect(outcome.status).toBe(1)
    expect(outcome.output).toContain('vec0.dylib: built for x64, not arm64')
    expect(outcome.output).not.toContain('universal.node')

    const windows = join(tempDir(), 'win-unpacked')
    mkdirSync(windows)
    writeFileSync(join(windows, 'onnxruntime.dll'), portableExecutable(0xaa64))
    expect(check(windows, 'x64').output).toContain('onnxruntime.dll: built for arm64, not x64')
    expect(check(windows, 'arm64').status).toBe(0)
  })

  it('refuses a folder without native modules, which is not an unpacked app', () => {
    expect(check(tempDir(), 'x64')).toMatchObject({ status: 1, output: expect.stringContaining('No native modules') })
  })
})
