import type { AnyToolDefinition } from '../define-tool'
import { fileEditTool } from './file-edit'
import { fileWriteTool } from './file-write'
import { globFilesTool } from './glob-files'
import { grepFilesTool } from './grep-files'
import { readFileTool } from './read-file'
import { runBashTool } from './run-bash'

/** AstroResearch's six filesystem tools, all confined to the session's sandbox roots. */
export const filesystemTools: AnyToolDefinition[] = [
  readFileTool,
  grepFilesTool,
  globFilesTool,
  runBashTool,
  fileWriteTool,
  fileEditTool,
]
