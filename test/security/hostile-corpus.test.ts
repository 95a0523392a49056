import { describe, expect, it } from 'vitest'
import { hostileCorpus } from '../helpers/hostile-corpus'
import { probeHostileInput } from '../helpers/hostile-run'
import { formatLatency } from '../helpers/responsiveness-probe'

/** The engine must answer every other command and keep its event stream going within this, whatever it works on. */
const RESPONSIVE_P99_MS = 1000
/** How long each input is worked on while probed: a stalling file is not waited out. */
const WORK_MS = 10_000

describe('the hostile-input corpus through the headless host, probed while it works', () => {
  for (const hostile of hostileCorpus) {
    it(`${hostile.name}: commands and events answer within ${RESPONSIVE_P99_MS} ms (p99)`, async () => {
      const { report } = await probeHostileInput(hostile, { maxMs: WORK_MS })
      const detail = `commands ${formatLatency(report.commands)}; events ${formatLatency(report.events)}`
      expect(report.commands.count, detail).toBeGreaterThan(5)
      expect(report.events.count, detail).toBeGreaterThan(2)
      expect(report.commands.failures + report.events.failures, detail).toBe(0)
      expect(report.commands.p99, detail).toBeLessThan(RESPONSIVE_P99_MS)
      expect(report.events.p99, detail).toBeLessThan(RESPONSIVE_P99_MS)
    }, 90_000)
  }
})
