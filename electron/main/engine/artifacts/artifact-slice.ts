/** Hidden cap on one read_artifact answer, even without a limit (ArtifactFlow READ_ARTIFACT_MAX_CHARS). */
export const READ_ARTIFACT_MAX_CHARS = 50_000

export interface SliceRequest {
  id: string
  version: number
  content: string
  /** 1-based first line. */
  offset: number
  limit?: number
  maxChars?: number
}

export interface Slice {
  text: string
  firstLine: number
  lastLine: number
  totalLines: number
  hasMore: boolean
  nextOffset: number | null
}

/** Cuts whole lines from `offset` until `limit` lines or the character cap, whichever comes first. */
export function sliceLines(request: SliceRequest): Slice {
  const lines = request.content.split('\n')
  const totalLines = lines.length
  const maxChars = request.maxChars ?? READ_ARTIFACT_MAX_CHARS
  const first = Math.max(1, request.offset)
  const wanted = request.limit ?? Number.POSITIVE_INFINITY
  const shown: string[] = []
  let used = 0
  for (let index = first - 1; index < totalLines && shown.length < wanted; index += 1) {
    const line = lines[index] ?? ''
    const cost = line.length + 1
    if (used + cost > maxChars) {
      if (shown.length === 0) shown.push(line.slice(0, maxChars))
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
  }
}

export function formatSlice(request: SliceRequest, slice: Slice): string {
  const header = `<artifact_slice id="${request.id}" version="${request.version}" shown_lines="${slice.firstLine}-${slice.lastLine}" total_lines="${slice.totalLines}" has_more="${slice.hasMore}">`
  const hint = slice.hasMore
    ? `\n<hint>More content follows. Call read_artifact(id='${request.id}', offset=${slice.nextOffset}) to continue.</hint>`
    : ''
  return `${header}\n${slice.text}\n</artifact_slice>${hint}`
}
