#!/usr/bin/env node
// `npm run dist`: the installers of this OS for this machine's CPU only, since npm installed only this CPU's native
// packages. Builds, writes the third-party licences, packs, then checks every native module in the unpacked app.
import { spawnSync } from 'node:child_process'

const platforms = { linux: '--linux', darwin: '--mac', win32: '--win' }
const unpackedFolders = {
  linux: { x64: 'dist/linux-unpacked', arm64: 'dist/linux-arm64-unpacked' },
  darwin: { x64: 'dist/mac', arm64: 'dist/mac-arm64' },
  win32: { x64: 'dist/win-unpacked', arm64: 'dist/win-arm64-unpacked' },
}
const platform = platforms[process.platform]
const unpacked = unpackedFolders[process.platform]?.[process.arch]
if (!platform || !unpacked) {
  console.error(`No installer is made for ${process.platform} on ${process.arch}.`)
  process.exit(1)
}

function step(command, args) {
  const outcome = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (outcome.status !== 0) process.exit(outcome.status ?? 1)
}

step('npx', ['electron-vite', 'build'])
step('node', ['scripts/third-party-licenses.mjs'])
step('npx', ['electron-builder', platform, `--${process.arch}`, '--publish', 'never'])
step('node', ['scripts/check-native-arch.mjs', unpacked, process.arch])
