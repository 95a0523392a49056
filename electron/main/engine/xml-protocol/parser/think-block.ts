import type { InputWindow } from './parse-outcome'

export const THINK_OPEN = '<think>'
const THINK_CLOSE = '</think>'

interface ThinkRun {
  text: string
  /** Where reading goes on: after `</think>`, or (still open) where the reasoning read so far ends. */
  next: number
  closed: boolean
}

/**
 * Reads reasoning from `from` (just after `<think>`) up to `</think>`. While the block is open and more text may
 * come, the reasoning so far is returned, short of a trailing piece that may be the start of `</think>`.
 */
export function readThinkRun(window: InputWindow, from: number): ThinkRun {
  const { source, end } = window
  const close = source.indexOf(THINK_CLOSE, from)
  if (close !== -1 && close + THINK_CLOSE.length <= end) {
    return { text: source.slice(from, close), next: close + THINK_CLOSE.length, closed: true }
  }
  if (window.final) return { text: source.slice(from, end), next: end, closed: false }
  let keep = end
  for (let length = Math.min(THINK_CLOSE.length - 1, end - from); length > 0; length--) {
    if (THINK_CLOSE.startsWith(source.slice(end - length, end))) {
      keep = end - length
      break
    }
  }
  return { text: source.slice(from, keep), next: keep, closed: false }
}
