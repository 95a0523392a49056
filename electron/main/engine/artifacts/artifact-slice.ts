/** Hidden cap on one read_artifact answer, even without a limit. */
export const READ_ARTIFACT_MAX_CHARS = 50_000

interface SliceRequest {
  id: string
  version: number
  content: string
  /** 1-based first line. */
  offset: number
  /** Where to start inside the first line: the rest of a line longer than one page. */
  charOffset?: number
  limit?: number
  maxChars?: number
}

interface Slice {
  text: string
  firstLine: number
  lastLine: number
  totalLines: number
  hasMore: boolean
  nextOffset: number | null
  /** Non-zero when the next page continues inside line `nextOffset`. */
  nextCharOffset: number
}

/**
 * Cuts whole lines from `offset` (and `charOffset` inside it) until `limit` lines or the character cap, whichever
 * comes first. A line longer than the cap is shown a page at a time: the next page continues inside it.
 */
export function sliceLines(request: SliceRequest): Slice {
  const lines = request.content.split('\n')
  const totalLines = lines.length
  const maxChars = request.maxChars ?? READ_ARTIFACT_MAX_CHARS
  const first = Math.max(1, request.offset)
  const charOffset = Math.max(0, request.charOffset ?? 0)
  const wanted = request.limit ?? Number.POSITIVE_INFINITY
  const shown: string[] = []
  let used = 0
  for (let index = first - 1; index < totalLines && shown.length < wanted; index += 1) {
    const whole = lines[index] ?? ''
    const line = index === first - 1 ? whole.slice(charOffset) : whole
    const cost = line.length + 1
    if (used + cost > maxChars) {
      if (shown.length === 0) {
        const end = charOffset + maxChars
        return {
          text: whole.slice(charOffset, end),
          firstLine: first,
          lastLine: first,
          totalLines,
          hasMore: true,
          nextOffset: first,
          nextCharOffset: end,
        }
      }
      break
    }
    shown.push(line)
    used += cost
  }
  const lastLine = first + shown.length - 1
  const hasMore = lastLine < totalLines
  return {
    text: shown.join('\n'),
    firstLine: first,
    lastLine,
    totalLines,
    hasMore,
    nextOffset: hasMore ? lastLine + 1 : null,
    nextCharOffset: 0,
  }
}

export function formatSlice(request: SliceRequest, slice: Slice): string {
  const header = `<artifact_slice id="${request.id}" version="${request.version}" shown_lines="${slice.firstLine}-${slice.lastLine}" total_lines="${slice.totalLines}" has_more="${slice.hasMore}">`
  const hint = slice.hasMore
    ? `\n<hint>More content follows. Call read_artifact(id='${request.id}', offset=${slice.nextOffset}${
        slice.nextCharOffset > 0 ? `, char_offset=${slice.nextCharOffset}` : ''
      }) to continue.</hint>`
    : ''
  return `${header}\n${slice.text}\n</artifact_slice>${hint}`
}
