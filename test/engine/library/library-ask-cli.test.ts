import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createFileSecretStore } from '../../../electron/main/engine/secrets/file-secret-store'
import { type CliIo, runLibraryCli } from '../../../electron/main/hosts/headless/library-cli'
import { createInProcessTransport } from '../../../electron/main/hosts/in-process/in-process-transport'
import { askSettingsPatch, startAskServices } from '../../helpers/ask-services'
import type { LoopbackServer } from '../../helpers/loopback-server'
import { sharedFixturesDir } from '../../helpers/shared-fixtures'
import { useTempDir } from '../../helpers/temp-dir'
import { createTestEngine } from '../../helpers/test-engine'

const tempDir = useTempDir('astro-ask-cli-')
let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

function io() {
  const out: string[] = []
  const error: string[] = []
  const value: CliIo = {
    out: (text) => out.push(text),
    error: (text) => error.push(text),
    env: {},
    cwd: sharedFixturesDir,
  }
  return { value, out, error }
}

/** A data dir whose settings send the model and arXiv to loopback services, as a user would set them in the app. */
async function preparedDataDir(answer: string): Promise<string> {
  server = await startAskServices(answer)
  const dataDir = tempDir()
  const engine = await createTestEngine({
    dataDir,
    secretStore: createFileSecretStore(join(dataDir, 'secrets.json')),
  })
  await createInProcessTransport(engine).invoke('settings.set', {
    patch: askSettingsPatch(server),
    secrets: [{ name: 'provider:local', value: 'sk-loopback' }],
  })
  await engine.dispose()
  return dataDir
}

describe('npm run library -- ask | add | index', { timeout: 120_000 }, () => {
  it('adds a local PDF, indexes it and answers a question from it with citations', async () => {
    const dataDir = await preparedDataDir('The upper critical dimension is d = 2 [P1].')
    const add = io()
    expect(
      await runLibraryCli(
        ['add', 'pdfs/arxiv-1111.2011v2-quantum-criticality-bethe-lattice.pdf', '--data-dir', dataDir],
        add.value,
      ),
    ).toBe(0)
    expect(add.out[0]).toMatch(
      /\tQuantum Criticality for Extended Nodes on a Bethe Lattice.*\tadded, ready, \d+ passages indexed$/,
    )

    const json = io()
    const question = 'What is the upper critical dimension of the theory?'
    expect(await runLibraryCli(['ask', question, '--k', '3', '--json', '--data-dir', dataDir], json.value)).toBe(0)
    const result = JSON.parse(json.out.join('\n')) as {
      passages: { key: string; page: number; text: string }[]
      answer: { cited: string[] }
    }
    expect(result.passages.map((passage) => passage.key)).toEqual(['P1', 'P2', 'P3'])
    expect(result.answer.cited).toEqual(['P1'])
    expect(server?.requests.some((request) => request.headers.authorization === 'Bearer sk-loopback')).toBe(true)

    const text = io()
    expect(await runLibraryCli(['ask', question, '--data-dir', dataDir], text.value)).toBe(0)
    const printed = text.out.join('\n')
    expect(printed).toMatch(/^The upper critical dimension is d = 2 \[P1\]\./)
    expect(printed).toMatch(/\[P1\] James M\. Murray 2012, pp?\. \d/)
    expect(printed).toMatch(/\n[1-8] passages, keyword retrieval \(no embedding model configured\)\./)

    const index = io()
    expect(await runLibraryCli(['index', '--data-dir', dataDir], index.value)).toBe(0)
    expect(index.out[0]).toMatch(/^Indexed 0 papers now; 1 papers, \d+ passages in the index/)
  })

  it('exits 2 without a question or a file, and 1 for a file that is not there', async () => {
    const dataDir = tempDir()
    const ask = io()
    expect(await runLibraryCli(['ask', '--data-dir', dataDir], ask.value)).toBe(2)
    expect(ask.error.join('\n')).toContain('ask needs a question')
    const badK = io()
    expect(await runLibraryCli(['ask', 'x', '--k', '0', '--data-dir', dataDir], badK.value)).toBe(2)
    const missing = io()
    expect(await runLibraryCli(['add', 'nowhere.pdf', '--data-dir', dataDir], missing.value)).toBe(1)
    expect(missing.error.join('\n')).toContain('There is no file at')
  })
})
