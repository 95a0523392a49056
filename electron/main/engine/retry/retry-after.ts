/** Milliseconds to wait from a Retry-After (seconds or HTTP date) or retry-after-ms header; undefined when absent. */
export function parseRetryAfter(headers: Headers, now: number = Date.now()): number | undefined {
  const milliseconds = headers.get('retry-after-ms')
  if (milliseconds !== null && Number.isFinite(Number(milliseconds))) return Math.max(0, Number(milliseconds))
  const value = headers.get('retry-after')
  if (value === null || value.trim() === '') return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
