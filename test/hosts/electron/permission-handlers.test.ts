import { describe, expect, it } from 'vitest'
import {
  installPermissionHandlers,
  type PermissionSession,
} from '../../../electron/main/hosts/electron/permission-handlers'

function installed() {
  let request: Parameters<PermissionSession['setPermissionRequestHandler']>[0] | undefined
  let check: Parameters<PermissionSession['setPermissionCheckHandler']>[0] | undefined
  installPermissionHandlers({
    setPermissionRequestHandler: (handler) => {
      request = handler
    },
    setPermissionCheckHandler: (handler) => {
      check = handler
    },
  })
  if (request === undefined || check === undefined) throw new Error('both handlers must be installed')
  const requestHandler = request
  const checkHandler = check
  return {
    request: (permission: string) =>
      new Promise<boolean>((resolve) => requestHandler({}, permission, (granted) => resolve(granted))),
    check: (permission: string) => checkHandler({}, permission),
  }
}

const denied = [
  'media',
  'geolocation',
  'notifications',
  'midi',
  'midiSysex',
  'display-capture',
  'hid',
  'serial',
  'usb',
  'openExternal',
  'pointerLock',
  'fullscreen',
  'clipboard-read',
  'idle-detection',
  'window-management',
  'unknown',
]

describe('browser permissions of the app window', () => {
  it('denies camera, microphone, geolocation, web notifications and every other permission, asked or checked', async () => {
    const handlers = installed()
    for (const permission of denied) {
      expect([permission, await handlers.request(permission), handlers.check(permission)]).toEqual([
        permission,
        false,
        false,
      ])
    }
  })

  it('allows the clipboard write the copy buttons use', async () => {
    const handlers = installed()
    expect([await handlers.request('clipboard-sanitized-write'), handlers.check('clipboard-sanitized-write')]).toEqual([
      true,
      true,
    ])
  })
})
