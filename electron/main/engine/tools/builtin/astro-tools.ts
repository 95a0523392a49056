import type { AnyToolDefinition } from '../define-tool'
import { downloadPaperTool } from './download-paper/download-paper'
import { getPaperContentTool } from './get-paper-content/get-paper-content'
import { getPaperMetadataTool } from './get-paper-metadata/get-paper-metadata'
import { parsePaperTool } from './parse-paper/parse-paper'
import { queryTargetTool } from './query-target/query-target'
import { saveNoteTool } from './save-note/save-note'
import { searchPapersTool } from './search-papers/search-papers'

/** The astronomy tools over the paper library (rag_search lives with the RAG index). */
export const astroTools: readonly AnyToolDefinition[] = [
  searchPapersTool,
  getPaperMetadataTool,
  downloadPaperTool,
  parsePaperTool,
  getPaperContentTool,
  queryTargetTool,
  saveNoteTool,
]
