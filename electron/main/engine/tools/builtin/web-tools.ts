import type { AnyToolDefinition } from '../define-tool'
import { webFetchTool } from './web-fetch'
import { webSearchTool } from './web-search'

/** ArtifactFlow's web tools: web_search (AUTO) and web_fetch (CONFIRM). */
export const webTools: AnyToolDefinition[] = [webSearchTool, webFetchTool]
