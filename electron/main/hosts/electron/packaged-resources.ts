import { join } from 'node:path'

/**
 * The app's `resources/` folder (built-in skills) in an installed app: electron-builder's `extraResources` copies it
 * beside app.asar, into `process.resourcesPath`, where it is a plain folder the skills watcher can watch. Unpackaged
 * (`npm start`) the engine finds the project's own `resources/`.
 */
export function packagedResourcesDir(resourcesPath: string): string {
  return join(resourcesPath, 'resources')
}
