#!/usr/bin/env node
// Draws the app icon (a galaxy: glowing core, tilted ring, a few stars on a night-blue rounded square) as PNGs with no
// image library: build/icon.png, 1024 px, from which electron-builder derives the .icns, .ico and Linux sizes.
// Run: node scripts/make-icon.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buffer) {
  let c = 0xffffffff
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const clamp = (value) => Math.max(0, Math.min(1, value))
const smooth = (edge, distance, width) => clamp((edge - distance) / width + 0.5)

function pixel(x, y) {
  // Coordinates in [-1, 1]; the rounded square covers 88% of the canvas.
  const half = 0.88
  const radius = 0.32
  const qx = Math.max(Math.abs(x) - (half - radius), 0)
  const qy = Math.max(Math.abs(y) - (half - radius), 0)
  const squareDistance = Math.hypot(qx, qy) - radius
  const alpha = smooth(0, squareDistance, 0.004)
  let [r, g, b] = [11, 21, 51]
  const add = (amount, color) => {
    r += amount * color[0]
    g += amount * color[1]
    b += amount * color[2]
  }
  const core = Math.hypot(x, y)
  add(Math.exp(-core * core * 9), [255, 225, 160])
  // A ring tilted by 20 degrees: an ellipse with semi-axes 0.64 and 0.24.
  const angle = (-20 * Math.PI) / 180
  const rx = x * Math.cos(angle) - y * Math.sin(angle)
  const ry = x * Math.sin(angle) + y * Math.cos(angle)
  const ring = Math.abs(Math.hypot(rx / 0.64, ry / 0.24) - 1) * 0.24
  add(smooth(0.028, ring, 0.01) * 0.9, [127, 178, 255])
  add(smooth(0.12, core, 0.01), [255, 255, 255])
  for (const [sx, sy, size] of [
    [-0.52, -0.5, 0.028],
    [0.52, -0.42, 0.022],
    [0.44, 0.55, 0.026],
    [-0.42, 0.5, 0.018],
    [0.05, -0.7, 0.014],
  ]) {
    add(smooth(size, Math.hypot(x - sx, y - sy), 0.008), [210, 225, 255])
  }
  return [Math.min(255, r), Math.min(255, g), Math.min(255, b), 255 * alpha].map(Math.round)
}

function png(size) {
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let row = 0; row < size; row++) {
    const offset = row * (size * 4 + 1)
    for (let column = 0; column < size; column++) {
      const color = pixel(((column + 0.5) / size) * 2 - 1, ((row + 0.5) / size) * 2 - 1)
      for (let channel = 0; channel < 4; channel++) rows[offset + 1 + column * 4 + channel] = color[channel]
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

mkdirSync('build', { recursive: true })
writeFileSync('build/icon.png', png(1024))
console.log('Wrote build/icon.png (1024 px).')
