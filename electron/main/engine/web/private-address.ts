import { BlockList, isIP } from 'node:net'

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** Expands an IPv6 address into its eight 16-bit groups (accepting a trailing dotted IPv4). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? ''
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/u.exec(text)?.[1]
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number)
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = 8 - left.length - right.length
  return [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  )
}

/**
 * The IPv4 address carried inside an IPv4-mapped (::ffff:0:0/96), IPv4-translated (::ffff:0:0:0/96),
 * IPv4-compatible (::/96) or NAT64 (64:ff9b::/96, 64:ff9b:1::/48) IPv6 address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address)
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0)
  const mapped = zeroTo(5) && g5 === 0xffff
  const translated = zeroTo(4) && g4 === 0xffff && g5 === 0
  const compatible = zeroTo(6)
  const nat64 = g0 === 0x64 && g1 === 0xff9b && ((g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) || g2 === 1)
  if (!mapped && !translated && !compatible && !nat64) return null
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.')
}

/** True for loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address.split('%')[0] ?? '')
  if (version === 4) return blocked.check(address, 'ipv4')
  if (version === 6) {
    const inner = embeddedIpv4(address)
    if (inner !== null) return blocked.check(inner, 'ipv4')
    return blocked.check(address.split('%')[0] ?? address, 'ipv6')
  }
  return true
}
