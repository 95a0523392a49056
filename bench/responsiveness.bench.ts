import { type HostileCase, hostileCorpus } from '../test/helpers/hostile-corpus'
import { probeHostileInput, probeIdleHost } from '../test/helpers/hostile-run'
import { formatLatency } from '../test/helpers/responsiveness-probe'
import { readSharedFixture, sharedFixturesAvailable } from '../test/helpers/shared-fixtures'
import type { Bench, BenchRow } from './bench-types'

const GOAL_MS = 1000
/** Each input is worked on (and probed) at most this long; a host still frozen then is killed. */
const WORK_MS = 30_000
const IDLE_MS = 5000
/** The largest paper among the fidelity fixtures: 12 two-column pages, 2.9 MB. */
const LARGEST_PAPER = 'pdf-fidelity/astro-PySPI-INTEGRAL-SPI-GRB-spectral-analysis-AandA-twocolumn.pdf'

const realPaper: HostileCase[] = sharedFixturesAvailable
  ? [
      {
        name: 'the largest fixture paper (12 pp, 2.9 MB)',
        input: { kind: 'pdf', bytes: () => readSharedFixture(LARGEST_PAPER) },
      },
    ]
  : []

/**
 * The headless host (a real process) fed each hostile input while a probe sends `session.list` every 100 ms and
 * waits for an SSE event every 250 ms, each latency counted from when it was due; beside the same probe against an
 * idle host.
 */
export const bench: Bench = {
  name: 'responsiveness',
  async run(): Promise<BenchRow[]> {
    const idle = await probeIdleHost(IDLE_MS)
    const peer = `${idle.commands.p99.toFixed(0)} / ${idle.events.p99.toFixed(0)} ms`
    const rows: BenchRow[] = []
    for (const hostile of [...realPaper, ...hostileCorpus]) {
      console.error(`  ${hostile.name} …`)
      const { report, finished, workMs } = await probeHostileInput(hostile, { maxMs: WORK_MS })
      const worst = Math.max(report.commands.p99, report.events.p99)
      console.error(`    commands ${formatLatency(report.commands)}; events ${formatLatency(report.events)}`)
      rows.push({
        suite: 'responsiveness',
        case: hostile.name,
        ours: `${report.commands.p99.toFixed(0)} / ${report.events.p99.toFixed(0)} ms (work ${(workMs / 1000).toFixed(1)} s${finished ? '' : ', cut off'})`,
        peer,
        peerName: 'idle host (cmd / event p99)',
        goal: `p99 ≤ ${GOAL_MS} ms`,
        met: worst <= GOAL_MS,
      })
    }
    return rows
  },
}
