import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
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
        throw new CommandError(
          'unsupported',
          'There is no folder picker here.',
          'Type the folder’s path (it may start with ~/) in the chat header.',
        )
      }
      return { path: await deps.chooseFolder({ title, ...(defaultPath ? { defaultPath } : {}) }) }
    },
  }
}
