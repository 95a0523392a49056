import { describe, expect, it } from 'vitest'
import { isPrivateAddress } from '../../electron/main/engine/web/private-address'

// The web-fetch and library guards resolve a host and refuse private answers; these spellings hid 127.0.0.1,
// 10.0.0.1 and 169.254.169.254 (cloud metadata) inside IPv6.
describe('IPv6 spellings of private IPv4 addresses are private', () => {
  it.each([
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::169.254.169.254',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '0:0:0:0:ffff:0:10.0.0.1',
    '64:ff9b:1::10.0.0.1',
  ])('%s', (address) => {
    expect(isPrivateAddress(address)).toBe(true)
  })

  it.each(['::8.8.8.8', '::ffff:0:8.8.8.8', '64:ff9b::8.8.8.8', '2606:4700::1111'])(
    '%s stays public (the control case)',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false)
    },
  )
})
