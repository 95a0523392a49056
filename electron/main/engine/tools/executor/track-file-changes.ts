import { changedFiles, describeChangedFiles } from '../../project-files/changed-files'
import { type FolderSnapshot, snapshotFolder } from '../../project-files/folder-snapshot'
import type { ToolOutput } from '../define-tool'
import type { PreparedCall, TurnScope } from './turn-scope'

/**
 * Around a call that may write (one not safe to run beside others): the project folder is listed before and after,
 * and the files it created or changed go to the UI as `metadata.files` and to the model as a line after the output.
 */
export async function trackFileChanges<Outcome extends { output: ToolOutput }>(
  scope: TurnScope,
  call: PreparedCall,
  run: () => Promise<Outcome>,
): Promise<Outcome> {
  const folder = call.safe ? null : (scope.deps.projectFolder?.(scope.turn.sessionId) ?? null)
  if (!folder) return run()
  const before: FolderSnapshot | null = await snapshotFolder(folder).catch(() => null)
  const outcome = await run()
  if (!before) return outcome
  const after = await snapshotFolder(folder).catch(() => null)
  const files = after ? changedFiles(before, after) : []
  if (files.length === 0) return outcome
  const { output } = outcome
  return {
    ...outcome,
    output: {
      ...output,
      content: `${output.content}\n\n${describeChangedFiles(files)}`,
      metadata: { ...output.metadata, files },
    },
  }
}
