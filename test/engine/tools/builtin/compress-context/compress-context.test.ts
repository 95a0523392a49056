import { describe, expect, it } from 'vitest'
import { createCompactionRequests } from '../../../../../electron/main/engine/agent/compaction/compaction-requests'
import { createCompressContextTool } from '../../../../../electron/main/engine/tools/builtin/compress-context/index'
import { createToolContext } from '../../../tool-context'

describe('compress_context', () => {
  it('sets the manual compaction flag for its session only, idempotently', async () => {
    const requests = createCompactionRequests()
    const tool = createCompressContextTool({ compaction: requests })
    const context = createToolContext({ sessionId: 'mine' })
    const first = await tool.execute({}, context)
    const second = await tool.execute({}, context)
    expect(first.isError).toBe(false)
    expect(second.content).toBe(first.content)
    expect(requests.isRequested('mine')).toBe(true)
    expect(requests.isRequested('other')).toBe(false)
  })

  it('is safe to run beside other calls', () => {
    expect(createCompressContextTool({ compaction: createCompactionRequests() }).isConcurrencySafe?.({})).toBe(true)
  })
})
