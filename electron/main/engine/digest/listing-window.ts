/**
 * arXiv announces new submissions Sunday to Thursday at 20:00 US Eastern; the listing is read the next morning
 * (Monday to Friday). A listing holds what was submitted between the 14:00 Eastern deadlines of the two weekdays
 * before its day: Tuesday's covers Friday 14:00 to Monday 14:00, Monday's Thursday 14:00 to Friday 14:00.
 */
const DAY_MS = 86_400_000
const DEADLINE_HOUR_EASTERN = 14

/** YYYY-MM-DD of a UTC instant. */
export function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

/** Whether arXiv has a listing on that day (weekends have none; holidays show up as an empty answer). */
export function isListingDay(day: string): boolean {
  const weekday = new Date(dayStart(day)).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

function previousWeekday(day: string): string {
  let time = dayStart(day) - DAY_MS
  while (!isListingDay(isoDay(time))) time -= DAY_MS
  return isoDay(time)
}

/** Hours US Eastern is behind UTC on that day (5 in winter, 4 in summer). */
function easternOffsetHours(day: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(dayStart(day) + 12 * 3_600_000))
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT-(\d+)/.exec(name ?? '')
  return match ? Number(match[1]) : 5
}

/** `YYYYMMDDHHMM` in UTC, as arXiv's submittedDate range takes it. */
function deadline(day: string): string {
  const hour = DEADLINE_HOUR_EASTERN + easternOffsetHours(day)
  return `${day.replaceAll('-', '')}${String(hour).padStart(2, '0')}00`
}

interface SubmissionWindow {
  from: string
  to: string
}

/** The submittedDate range of the listing of `day` (a weekday). */
export function submissionWindow(day: string): SubmissionWindow {
  const end = previousWeekday(day)
  return { from: deadline(previousWeekday(end)), to: deadline(end) }
}
