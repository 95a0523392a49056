import { describe, expect, it } from 'vitest'
import { conversationMarkdown } from '../../../src/features/chat/conversation-markdown'
import { reduceEvents } from '../../../src/timeline/reduce-events'
import { loadEvents } from '../timeline/load-fixture'

const labels = {
  user: 'You',
  assistant: 'Assistant',
  sources: 'Sources',
  artifacts: 'Artifacts',
  tool: (name: string) => `Used ${name}`,
}

describe('conversationMarkdown', () => {
  it('writes each prompt and answer, the tools used and the artifacts', () => {
    const view = reduceEvents(loadEvents('parallel-tools.json'))
    const markdown = conversationMarkdown(
      'FRB hosts',
      view.runs,
      [
        {
          id: 'summary',
          title: 'FRB summary',
          contentType: 'text/markdown',
          source: 'agent',
          content: '# Summary\n\n| FRB | host |\n|---|---|\n| 20200120E | M81 GC |\n',
          version: 2,
          createdAt: 1,
          updatedAt: 2,
        },
      ],
      labels,
    )
    expect(markdown.startsWith('# FRB hosts\n\n## You\n\n')).toBe(true)
    expect(markdown).toContain(view.runs[0]?.prompt ?? 'missing prompt')
    expect(markdown).toContain('*Used search_papers*')
    expect(markdown).toContain('### FRB summary (v2)')
    expect(markdown).toContain('| 20200120E | M81 GC |')
    expect(markdown).not.toMatch(/\n{3}/)
  })

  it('lists the sources a tool cited under the answer', () => {
    const view = reduceEvents(loadEvents('plain-answer.json'))
    const [run] = view.runs
    if (!run) throw new Error('fixture has no run')
    const withSources = {
      ...run,
      blocks: [
        ...run.blocks,
        {
          kind: 'step' as const,
          key: 'extra',
          step: 9,
          status: 'done' as const,
          finishReason: 'stop',
          usage: null,
          agent: null,
          parts: [
            {
              kind: 'tool' as const,
              key: 'extra:tool',
              id: 'call_rag',
              name: 'rag_search',
              arguments: {},
              state: 'completed' as const,
              progress: null,
              output: '',
              isError: false,
              metadata: {
                sources: [{ key: 'P1', paperId: 'p1', citation: 'Riess 2022, p. 3', pageStart: 3 }],
              },
              permissionRequestId: null,
              denialReason: null,
            },
          ],
        },
      ],
    }
    const markdown = conversationMarkdown('M31', [withSources], [], labels)
    expect(markdown).toContain('**Sources**\n\n- [P1] Riess 2022, p. 3')
  })
})
