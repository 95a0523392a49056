import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrations } from '../electron/main/engine/db/migrations'
import { openDatabase } from '../electron/main/engine/db/open-database'
import { LibraryService } from '../electron/main/engine/library/library-service'
import { validBib } from '../test/helpers/hostile-corpus'
import type { Bench, BenchRow } from './bench-types'

/** Issue 22's goal is a 5 MB .bib in 10 s; linear, that is 2 s a megabyte. */
const goalMsPerMb = 2_000

async function importMs(text: string): Promise<{ ms: number; entries: number }> {
  const libraryDir = mkdtempSync(join(tmpdir(), 'astro-bench-bib-'))
  const { db } = openDatabase(join(libraryDir, 'bench.sqlite'), migrations)
  const service = new LibraryService({
    db,
    libraryDir,
    secrets: { get: async () => null },
    timing: { now: () => Date.now(), sleep: async () => undefined },
    emit: () => undefined,
    network: { retryPolicy: { retries: 0, minTimeoutMs: 1 }, arxivIntervalMs: 0 },
  })
  const started = performance.now()
  const { papers } = await service.importBibtex(text)
  const ms = performance.now() - started
  db.close()
  rmSync(libraryDir, { recursive: true, force: true })
  return { ms, entries: papers.length }
}

/**
 * `library.importBibtex` of a valid 1 MB and 5 MB .bib (read on its own thread, stored a slice a transaction, into a
 * database file) beside @retorquere/bibtex-parser reading the same text alone, which the import used to run twice.
 */
export const bench: Bench = {
  name: 'BibTeX import (1 MB, 5 MB)',
  async run(): Promise<BenchRow[]> {
    const { parse } = await import('@retorquere/bibtex-parser')
    const rows: BenchRow[] = []
    for (const characters of [1_000_000, 5_000_000]) {
      const text = validBib(characters)
      let started = performance.now()
      parse(text, { sentenceCase: false, english: false })
      const parserMs = performance.now() - started
      started = performance.now()
      const { ms, entries } = await importMs(text)
      const goal = (goalMsPerMb * characters) / 1e6
      rows.push({
        suite: 'bibtex import',
        case: `${entries} entries, ${(characters / 1e6).toFixed(0)} MB`,
        ours: `${Math.round(ms)} ms`,
        peer: `${Math.round(parserMs)} ms`,
        peerName: '@retorquere/bibtex-parser parse only',
        goal: `≤ ${goal} ms`,
        met: ms <= goal,
      })
    }
    return rows
  },
}
