/** "42 sec", "3 min 5 sec" in the window's language. */
export function formatDuration(milliseconds: number, language: string): string {
  const total = Math.max(0, Math.round(milliseconds / 1000))
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`
  if (minutes > 0) return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`
  return unit(seconds, 'second')
}
