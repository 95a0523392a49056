import type { Handlers } from '../../../shared/contract/handlers'
import { CommandError } from '../../../shared/contract/transport'
import { type Artifact, ArtifactError } from './artifact'
import type { ArtifactManager } from './artifact-manager'

type ArtifactHandlers = Pick<Handlers, 'artifact.list' | 'artifact.get' | 'artifact.versions' | 'artifact.exportPdf'>

const view = ({ sessionId: _session, ...artifact }: Artifact) => artifact

function notFound<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
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
    'artifact.get': async ({ sessionId, id, version }) => notFound(() => view(artifacts.get(sessionId, id, version))),
    'artifact.versions': async ({ sessionId, id }) => notFound(() => artifacts.versions(sessionId, id)),
    'artifact.exportPdf': async ({ html }) => {
      if (!printToPdf) {
        throw new CommandError(
          'unsupported',
          'PDF export is done by the desktop app.',
          'In a browser, use Print → Save as PDF (the artifact is printed on its own).',
        )
      }
      return { pdfBase64: Buffer.from(await printToPdf(html)).toString('base64') }
    },
  }
}
