import type { ToolServices } from '../tools/define-tool'
import type { LibraryService } from './library-service'

declare module '../tools/define-tool' {
  interface ToolServices {
    /** The library, or a provider giving the current one (rebuilt when its folder or service URLs change). */
    library?: LibraryService | (() => LibraryService)
  }
}

export const LIBRARY_MISSING = 'The paper library is not available in this context.'

export function libraryOf(services: ToolServices): LibraryService | null {
  const library = services.library
  if (library === undefined) return null
  return typeof library === 'function' ? library() : library
}
