import { fileURLToPath } from 'node:url'

/** Where the app's own page comes from: the built bundle, or the dev server during `electron-vite dev`. */
export type AppLocation = { kind: 'file'; indexPath: string } | { kind: 'dev-server'; url: string }

/** True only for the app's own page; IPC from anything else is refused. */
export function isAppUrl(candidate: string, location: AppLocation): boolean {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false
  }
  if (location.kind === 'dev-server') return url.origin === new URL(location.url).origin
  if (url.protocol !== 'file:' || url.host !== '') return false
  try {
    return fileURLToPath(url) === location.indexPath
  } catch {
    return false
  }
}
