import { migrations } from '../electron/main/engine/db/migrations'
import { openDatabase } from '../electron/main/engine/db/open-database'
import { AnnotationStore } from '../electron/main/engine/library/store/annotation-store'
import { ContentStore } from '../electron/main/engine/library/store/content-store'
import { listPapers, type PaperListFilter } from '../electron/main/engine/library/store/paper-query'
import { PaperRepository } from '../electron/main/engine/library/store/paper-repository'
import { emptyBibliography, type PaperRecord } from '../electron/shared/domain/paper'
import type { Bench, BenchRow } from './bench-types'

const paperCount = 10_000
const rounds = 15
const goalMs = 50

const words = ['galaxy', 'halo', 'quasar', 'maser', 'exocomet', 'lensing', 'cluster', 'disc', 'transit', 'pulsar']
const surnames = ['Riess', 'Kenworthy', 'Murray', 'Del Maestro', 'Smith', 'Zhang', 'Müller', 'Garcia', 'Ito', 'Okafor']

function record(index: number): PaperRecord {
  const word = (offset: number) => words[(index * 7 + offset) % words.length] ?? 'star'
  return {
    arxivId: `${2000 + (index % 25)}.${String(index).padStart(5, '0')}`,
    doi: null,
    bibcode: null,
    title: `The ${word(0)} ${word(3)} and ${word(5)} survey number ${index}`,
    authors: [`${surnames[index % surnames.length]}, A.`, `${surnames[(index + 3) % surnames.length]}, B.`],
    abstract: `We study the ${word(1)} around a ${word(2)} with ${index % 97} observations.`,
    year: 1990 + (index % 36),
    venue: index % 3 === 0 ? 'ApJ' : index % 3 === 1 ? 'MNRAS' : '',
    keywords: [],
    citationCount: index % 11 === 0 ? null : (index * 37) % 2000,
    arxivVersion: 1,
    openAccessUrls: [],
    publisherUrl: null,
    sources: ['arxiv'],
    bibliography: emptyBibliography,
  }
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

function time(run: () => unknown): number {
  run()
  const samples: number[] = []
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    run()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

/** library.list on 10,000 papers (sorts, filters, full text over metadata, parsed pages and notes) beside plain SQL. */
export const bench: Bench = {
  name: 'library list (10k papers)',
  async run(): Promise<BenchRow[]> {
    const { db } = openDatabase(':memory:', migrations)
    let now = 1_700_000_000_000
    const clock = () => now++
    const papers = new PaperRepository(db, clock)
    const content = new ContentStore(db, clock)
    const annotations = new AnnotationStore(db, clock)
    db.transaction(() => {
      for (let index = 0; index < paperCount; index++) {
        const paper = papers.upsert(record(index))
        if (index % 10 === 0) {
          const pages = [1, 2, 3].map(
            (page) =>
              `Page ${page} of paper ${index}: the ${words[index % words.length]} shows a ${index % 50 === 0 ? 'superradiant' : 'thermal'} spectrum.`,
          )
          content.saveParsed(paper.id, pages, [])
          papers.setStatus(paper.id, { parseStatus: 'ready' })
        }
        // Indexed papers carry their search-index status on every listed row.
        if (index % 3 === 0) {
          db.prepare(
            "insert into rag_papers (paper_id, embedder, dimensions, chunks, indexed_at) values (?, 'keyword', 0, 12, ?)",
          ).run(paper.id, now)
        }
        if (index % 25 === 0)
          annotations.saveNote({ paperId: paper.id, page: null, content: `Compare with bolometric ${index}` })
      }
    })()

    const cases: { name: string; filter: PaperListFilter; plain: string }[] = [
      { name: 'newest first', filter: {}, plain: 'select * from papers order by added_at desc limit 200' },
      {
        name: 'sort by title',
        filter: { sort: 'title' },
        plain: 'select * from papers order by title collate nocase limit 200',
      },
      {
        name: 'sort by first author',
        filter: { sort: 'firstAuthor' },
        plain:
          'select p.* from papers p join paper_authors a on a.paper_id = p.id and a.position = 0 order by a.name collate nocase limit 200',
      },
      {
        name: 'sort by citations',
        filter: { sort: 'citations', direction: 'desc' },
        plain: 'select * from papers order by citation_count desc limit 200',
      },
      {
        name: 'filter status parsed',
        filter: { status: 'ready', sort: 'year' },
        plain: "select * from papers where parse_status = 'ready' order by year limit 200",
      },
      {
        name: 'text in metadata',
        filter: { text: 'quasar lensing' },
        plain: "select * from papers where title like '%quasar%' and title like '%lensing%' limit 200",
      },
      {
        name: 'text in parsed pages',
        filter: { text: 'superradiant' },
        plain: "select distinct paper_id from paper_pages where text like '%superradiant%' limit 200",
      },
      {
        name: 'text in notes',
        filter: { text: 'bolometric' },
        plain: "select distinct paper_id from notes where content like '%bolometric%' limit 200",
      },
    ]
    const rows: BenchRow[] = []
    for (const entry of cases) {
      let found = 0
      const ours = time(() => {
        found = listPapers(db, papers, { ...entry.filter, limit: 200, offset: 0 }).papers.length
      })
      const statement = db.prepare(entry.plain)
      const peer = time(() => statement.all())
      rows.push({
        suite: 'library.list, 10k papers',
        case: `${entry.name} (${found} rows)`,
        ours: `${ours.toFixed(2)} ms`,
        peer: `${peer.toFixed(2)} ms`,
        peerName: 'plain SQLite query',
        goal: `≤ ${goalMs} ms`,
        met: ours <= goalMs,
      })
    }
    db.close()
    return rows
  },
}
