import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '../../../src/i18n/i18n'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { TimelineRowView } from '../../../src/timeline/timeline-row-view'
import { timelineRows } from '../../../src/timeline/timeline-rows'
import { loadEvents } from '../timeline/load-fixture'

function renderTimeline(fixture: string): string {
  return timelineRows(reduceEvents(loadEvents(fixture)))
    .map((row) => renderToStaticMarkup(<TimelineRowView row={row} />))
    .join('\n')
}

describe('timeline rows as rendered', () => {
  beforeAll(() => {
    setupI18n('en')
  })

  it('shows a denied tool with its state badge and the reason the user gave', () => {
    const html = renderTimeline('permission-denied.json')
    expect(html).toContain('data-state="denied"')
    expect(html).toContain('You denied this call: Keep the files until I checked them.')
    expect(html).toContain('rm -f scratch/*.fits')
  })

  it('shows cancelled tools and the stopped marker after the user stops a run', () => {
    const html = renderTimeline('stopped-run.json')
    expect(html.match(/data-state="cancelled"/g)).toHaveLength(2)
    expect(html).toContain('Cancelled before it finished.')
    expect(html).toContain('Stopped')
  })

  it('shows per-step usage with cached and reasoning tokens and the cost', () => {
    const html = renderTimeline('plain-answer.json')
    expect(html).toContain('Step 1 · 1,830 in · 142 out · 1024 cached · 38 reasoning · $0.0009')
  })

  it('shows the compaction marker, the step-limit end and a provider error with its hint', () => {
    expect(renderTimeline('compaction-max-steps.json')).toContain(
      'Context compacted (summary): 118,000 → 21,000 tokens',
    )
    expect(renderTimeline('compaction-max-steps.json')).toContain('Stopped at the step limit')
    expect(renderTimeline('provider-error.json')).toContain('Open Settings → Model providers and enter a valid key.')
  })

  it('renders the same rows in Simplified Chinese', async () => {
    const i18n = setupI18n('zh-CN')
    await i18n.changeLanguage('zh-CN')
    const html = renderTimeline('permission-denied.json')
    expect(html).toContain('已拒绝')
    expect(html).toContain('你拒绝了此调用：Keep the files until I checked them.')
    await i18n.changeLanguage('en')
  })
})
