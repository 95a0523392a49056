import type { ToolServices } from '../tools/define-tool'
import type { LibraryService } from './library-service'

declare module '../tools/define-tool' {
  interface ToolServices {
    library?: LibraryService
  }
}

export const LIBRARY_MISSING = 'The paper library is not available in this context.'

export function libraryOf(services: ToolServices): LibraryService | null {
  return services.library ?? null
}
