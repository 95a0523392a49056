import type { CommandOutput } from '../../../electron/shared/contract/commands'
import { useCommand } from '../../data/use-command'

type Folders = CommandOutput<'project.folders'>

/** Without the list the folder is still set by path. */
const noFolders: Folders = { recent: [], canChoose: false }

/** The recent project folders and whether the host has a folder picker; saving a session's folder refreshes them. */
export function useProjectFolders(): Folders {
  return useCommand('project.folders', {}).data ?? noFolders
}
