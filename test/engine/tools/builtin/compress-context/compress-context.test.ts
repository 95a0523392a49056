import { describe, expect, it } from 'vitest'
import { createCompactionRequests } from '../../../../../electron/main/engine/agent/compaction/compaction-requests'
import { compressContextTool } from '../../../../../electron/main/engine/tools/builtin/compress-context/index'
import { createToolContext } from '../../../tool-context'

describe('compress_context', () => {
  it('sets the manual compaction flag for its session only, idempotently', async () => {
    const requests = createCompactionRequests()
    const context = createToolContext({ compaction: requests }, { sessionId: 'mine' })
    const first = await compressContextTool.execute({}, context)
    const second = await compressContextTool.execute({}, context)
    expect(first.isError).toBe(false)
    expect(second.content).toBe(first.content)
    expect(requests.isRequested('mine')).toBe(true)
    expect(requests.isRequested('other')).toBe(false)
  })

  it('is safe to run beside other calls', () => {
    expect(compressContextTool.isConcurrencySafe?.({})).toBe(true)
  })
})
