import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { type Artifact, ArtifactChangedError, ArtifactError } from './artifact'
import type { ArtifactManager } from './artifact-manager'

type ArtifactHandlers = Pick<
  Handlers,
  'artifact.list' | 'artifact.get' | 'artifact.versions' | 'artifact.restore' | 'artifact.edit' | 'artifact.exportPdf'
>

const view = ({ sessionId: _session, ...artifact }: Artifact) => artifact

function asCommandError<T>(operation: () => T): T {
  try {
    return operation()
  } catch (error) {
    if (error instanceof ArtifactChangedError) {
      throw new CommandError(
        'conflict',
        `${error.message}.`,
        `Your text was not saved: copy it, open version ${error.currentVersion} and edit again.`,
      )
    }
    if (error instanceof ArtifactError) throw new CommandError('not-found', error.message)
    throw error
  }
}

export function createArtifactHandlers(
  artifacts: ArtifactManager,
  printToPdf?: (html: string) => Promise<Uint8Array>,
): ArtifactHandlers {
  return {
    'artifact.list': async ({ sessionId }) => artifacts.list(sessionId).map(view),
    'artifact.get': async ({ sessionId, id, version }) =>
      asCommandError(() => view(artifacts.get(sessionId, id, version))),
    'artifact.versions': async ({ sessionId, id }) => asCommandError(() => artifacts.versions(sessionId, id)),
    'artifact.restore': async ({ sessionId, id, version }) =>
      asCommandError(() => view(artifacts.restore(sessionId, id, version))),
    'artifact.edit': async ({ sessionId, id, content, baseVersion }) =>
      asCommandError(() => view(artifacts.edit(sessionId, id, content, baseVersion))),
    'artifact.exportPdf': async ({ html }) => {
      if (!printToPdf) {
        throw new CommandError(
          'unsupported',
          'There is no PDF printer here.',
          'Use the desktop app, or the headless host with Chromium installed; in a browser, Print → Save as PDF prints the artifact on its own.',
        )
      }
      return { pdfBase64: Buffer.from(await printToPdf(html)).toString('base64') }
    },
  }
}
