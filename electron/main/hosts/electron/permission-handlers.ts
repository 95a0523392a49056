/** The only browser permission the page gets: writing to the clipboard (copy buttons). */
const GRANTED = new Set(['clipboard-sanitized-write'])

/** The parts of Electron's Session that decide browser permissions. */
export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void
}

/**
 * Answers every permission the page asks for or checks: camera and microphone (`media`), geolocation, web
 * notifications (the app's own come from the main process), MIDI, HID, serial, USB, screen capture, opening external
 * protocols and the rest are denied; only the clipboard write is allowed.
 */
export function installPermissionHandlers(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(GRANTED.has(permission)))
  session.setPermissionCheckHandler((_contents, permission) => GRANTED.has(permission))
}
