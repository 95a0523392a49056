import { afterEach, describe, expect, it } from 'vitest'
import type { LibraryService } from '../../../../../electron/main/engine/library/library-service'
import { createQueryTargetTool } from '../../../../../electron/main/engine/tools/builtin/query-target/index'
import { type LoopbackServer, startLoopbackServer } from '../../../../helpers/loopback-server'
import { readSharedFixtureText } from '../../../../helpers/shared-fixtures'
import { useTempDir } from '../../../../helpers/temp-dir'
import { createTestLibrary } from '../../../library/library-test-kit'
import { noLibrary, toolContext } from '../../../library/tool-context'

const queryTargetTool = (service?: LibraryService) => createQueryTargetTool({ library: () => service ?? noLibrary() })

const tempDir = useTempDir('astro-tool-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

const sesame = readSharedFixtureText('sesame/sesame-xml-3-targets-ngc4258-found-and-notfound.xml')

describe('query_target', () => {
  it('resolves a name to coordinates, type and aliases; concurrency-safe', async () => {
    server = await startLoopbackServer((_request, response) => void response.end(sesame))
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { sesameBaseUrl: server.url } })
    const input = queryTargetTool().input.parse({ name: 'ngc 4258' })
    expect(queryTargetTool().isConcurrencySafe?.(input)).toBe(true)
    const output = await queryTargetTool(service).execute(input, toolContext().context)
    expect(output.isError).toBe(false)
    expect(output.content).toContain('M 106: RA 184.74008333°, Dec 47.30371944°')
    expect(output.content).toContain('Object type: LIN')
    expect(output.content).toMatch(/\(\+\d+ more\)/)
  })

  it('says plainly when nobody knows the name', async () => {
    const notFound = `<?xml version="1.0"?><Sesame><Target><name>goober</name>
      <Resolver name="S=Simbad"><INFO> *** Nothing found *** </INFO></Resolver></Target></Sesame>`
    server = await startLoopbackServer((_request, response) => void response.end(notFound))
    const { service } = createTestLibrary({ libraryDir: tempDir(), urls: { sesameBaseUrl: server.url } })
    const output = await queryTargetTool(service).execute(
      queryTargetTool().input.parse({ name: 'goober' }),
      toolContext().context,
    )
    expect(output.isError).toBe(false)
    expect(output.content).toBe('"goober" was not found by any resolver (S=Simbad: *** Nothing found ***).')
  })
})
