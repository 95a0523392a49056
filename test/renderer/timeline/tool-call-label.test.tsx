import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ToolInfo } from '../../../electron/shared/domain/tool-info'
import { type ToolCatalog, ToolCatalogContext } from '../../../src/data/tool-catalog-context'
import { setupI18n } from '../../../src/i18n/i18n'
import type { ToolPart } from '../../../src/timeline/timeline-types'
import { toolCallLabel } from '../../../src/timeline/tool-call-label'
import { ToolPartView } from '../../../src/timeline/tool-part-view'

const readFile: ToolInfo = {
  name: 'read_file',
  ui: {
    title: { en: 'Read file', 'zh-CN': '读取文件' },
    doing: { en: 'Reading a file', 'zh-CN': '正在读取文件' },
    done: { en: 'Read a file', 'zh-CN': '已读取文件' },
  },
  defaultPermission: 'auto',
  origin: 'builtin',
}

function catalogOf(tools: ToolInfo[]): ToolCatalog {
  return {
    tools: new Map(tools.map((tool) => [tool.name, tool])),
    loaded: true,
    permissionTimeoutSeconds: 300,
    loadError: null,
    refresh: async () => undefined,
    noticeUnknown: () => undefined,
  }
}

function part(name: string, state: ToolPart['state']): ToolPart {
  return {
    kind: 'tool',
    key: `run:step:1:tool:${name}`,
    id: 'call-1',
    name,
    arguments: { path: 'notes/m31.md' },
    state,
    progress: null,
    output: state === 'completed' ? '1  M31' : null,
    isError: false,
    metadata: {},
    permissionRequestId: null,
    denialReason: null,
  }
}

const render = (toolPart: ToolPart, tools: ToolInfo[] = [readFile]) =>
  renderToStaticMarkup(
    <ToolCatalogContext.Provider value={catalogOf(tools)}>
      <ToolPartView part={toolPart} />
    </ToolCatalogContext.Provider>,
  )

describe('toolCallLabel', () => {
  it('says what a call is doing while it waits or runs, what it did once completed, and the title otherwise', () => {
    expect(toolCallLabel('read_file', 'pending', readFile.ui, 'en')).toBe('Reading a file…')
    expect(toolCallLabel('read_file', 'running', readFile.ui, 'en')).toBe('Reading a file…')
    expect(toolCallLabel('read_file', 'completed', readFile.ui, 'en')).toBe('Read a file')
    for (const state of ['error', 'denied', 'cancelled'] as const) {
      expect(toolCallLabel('read_file', state, readFile.ui, 'en')).toBe('Read file')
    }
  })

  it('follows the window language and falls back to the raw name for a tool without text', () => {
    expect(toolCallLabel('read_file', 'running', readFile.ui, 'zh-CN')).toBe('正在读取文件…')
    expect(toolCallLabel('read_file', 'completed', readFile.ui, 'zh-CN')).toBe('已读取文件')
    expect(toolCallLabel('mcp__gone__search', 'completed', null, 'en')).toBe('mcp__gone__search')
  })
})

describe('a tool part on the timeline', () => {
  beforeAll(() => {
    setupI18n('en')
  })
  afterEach(async () => {
    const i18n = setupI18n('en')
    await i18n.changeLanguage('en')
  })

  it('shows the phrase from the tool list and keeps the raw name as its tooltip', () => {
    const running = render(part('read_file', 'running'))
    expect(running).toContain('<span class="tool-part-name" title="read_file">Reading a file…</span>')
    expect(running).toContain('data-tool="read_file"')
    expect(render(part('read_file', 'completed'))).toContain('title="read_file">Read a file</span>')
  })

  it('shows the raw name for a tool the list does not have', () => {
    expect(render(part('mcp__gone__search', 'completed'))).toContain(
      'title="mcp__gone__search">mcp__gone__search</span>',
    )
  })

  it('speaks Simplified Chinese when the window does', async () => {
    const i18n = setupI18n('zh-CN')
    await i18n.changeLanguage('zh-CN')
    expect(render(part('read_file', 'completed'))).toContain('title="read_file">已读取文件</span>')
  })
})
