import { detailedError } from '../../../shared/contract/error-details'
import type { Handlers } from '../../../shared/contract/handlers'
import type { FolderRequest } from '../ports/engine-deps'
import type { RecentProjectDirs } from './recent-project-dirs'

interface ProjectHandlerDeps {
  recentProjectDirs: RecentProjectDirs
  chooseFolder?: (request: FolderRequest) => Promise<string | null>
}

export function createProjectHandlers(
  deps: ProjectHandlerDeps,
): Pick<Handlers, 'project.folders' | 'project.chooseFolder'> {
  return {
    'project.folders': async () => ({
      recent: deps.recentProjectDirs.list(),
      canChoose: deps.chooseFolder !== undefined,
    }),
    'project.chooseFolder': async ({ title, defaultPath }) => {
      if (!deps.chooseFolder) {
        throw detailedError('folder-picker-missing', {})
      }
      return { path: await deps.chooseFolder({ title, ...(defaultPath ? { defaultPath } : {}) }) }
    },
  }
}
