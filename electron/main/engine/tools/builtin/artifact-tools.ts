import type { AnyToolDefinition } from '../define-tool'
import { createArtifactTool } from './artifacts/create-artifact'
import { grepArtifactTool } from './artifacts/grep-artifact'
import { readArtifactTool } from './artifacts/read-artifact'
import { rewriteArtifactTool } from './artifacts/rewrite-artifact'
import { updateArtifactTool } from './artifacts/update-artifact'

/** ArtifactFlow's artifact tools; their names are reserved. */
export const artifactTools: AnyToolDefinition[] = [
  createArtifactTool,
  updateArtifactTool,
  rewriteArtifactTool,
  readArtifactTool,
  grepArtifactTool,
]
