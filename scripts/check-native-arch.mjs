#!/usr/bin/env node
// Fails when a native module in a packaged app is built for another CPU than the installer's: every .node, .dylib,
// .so and .dll file under the folder is read for its architecture (ELF, Mach-O including universal files, PE).
// Usage: node scripts/check-native-arch.mjs <unpacked app folder> <x64|arm64>
import { closeSync, openSync, readdirSync, readSync } from 'node:fs'
import { join } from 'node:path'

const NATIVE = /\.(node|dylib|so(\.\d+)*|dll)$/
const ELF_MACHINES = { 62: 'x64', 183: 'arm64', 3: 'ia32', 40: 'arm' }
const MACHO_CPUS = { 16777223: 'x64', 16777228: 'arm64', 7: 'ia32', 12: 'arm' }
const PE_MACHINES = { 34404: 'x64', 43620: 'arm64', 332: 'ia32' }

function readHead(path, length) {
  const buffer = Buffer.alloc(length)
  const descriptor = openSync(path, 'r')
  try {
    return buffer.subarray(0, readSync(descriptor, buffer, 0, length, 0))
  } finally {
    closeSync(descriptor)
  }
}

/** The architectures a native file is built for, or null where it is none of the known formats. */
function architecturesOf(path) {
  const head = readHead(path, 4096)
  if (head.length < 64) return null
  if (head.readUInt32BE(0) === 0x7f454c46) {
    const machine = head[5] === 2 ? head.readUInt16BE(18) : head.readUInt16LE(18)
    return [ELF_MACHINES[machine] ?? `elf-${machine}`]
  }
  const magic = head.readUInt32LE(0)
  if (magic === 0xfeedfacf || magic === 0xfeedface) return [MACHO_CPUS[head.readUInt32LE(4)] ?? 'mach-o-other']
  if (head.readUInt32BE(0) === 0xcafebabe) {
    const count = head.readUInt32BE(4)
    return Array.from({ length: count }, (_, index) => MACHO_CPUS[head.readUInt32BE(8 + index * 20)] ?? 'mach-o-other')
  }
  if (head.toString('latin1', 0, 2) === 'MZ') {
    const header = head.readUInt32LE(0x3c)
    if (header + 6 > head.length || head.toString('latin1', header, header + 4) !== 'PE\0\0') return null
    const machine = head.readUInt16LE(header + 4)
    return [PE_MACHINES[machine] ?? `pe-${machine}`]
  }
  return null
}

function nativeFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return nativeFiles(path)
    return entry.isFile() && NATIVE.test(entry.name) ? [path] : []
  })
}

/** The native files under `folder` that cannot run on `arch`, with what they are built for. */
function mismatchedNativeFiles(folder, arch) {
  return nativeFiles(folder)
    .map((path) => ({ path, architectures: architecturesOf(path) }))
    .filter((file) => file.architectures !== null && !file.architectures.includes(arch))
}

const [folder, arch] = process.argv.slice(2)
if (!folder || (arch !== 'x64' && arch !== 'arm64')) {
  console.error('Usage: node scripts/check-native-arch.mjs <unpacked app folder> <x64|arm64>')
  process.exit(2)
}
const files = nativeFiles(folder)
const wrong = mismatchedNativeFiles(folder, arch)
for (const file of wrong) console.error(`${file.path}: built for ${file.architectures.join(', ')}, not ${arch}`)
if (files.length === 0) {
  console.error(`No native modules under ${folder}: is it the unpacked app?`)
  process.exit(1)
}
console.log(`${files.length} native files under ${folder}; ${wrong.length} not built for ${arch}.`)
process.exit(wrong.length === 0 ? 0 : 1)
