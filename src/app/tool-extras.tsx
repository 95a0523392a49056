import { ToolFilesView } from '../features/data-views/tool-files-view'
import { SearchPapersAdd } from '../features/library/search-papers-add'
import { openArtifact } from '../navigation/artifact-navigation'
import type { ToolExtras } from '../timeline/tool-extras-context'

/** The data views and the library's "add these papers" under the tool calls that made them. */
export const toolExtras: ToolExtras = {
  files: (sessionId, metadata) => (
    <ToolFilesView sessionId={sessionId} metadata={metadata} onOpenArtifact={openArtifact} />
  ),
  foundPapers: (metadata) => <SearchPapersAdd metadata={metadata} />,
}
