export function formatCost(costUsd: number): string {
  if (costUsd === 0) return '$0'
  if (costUsd < 0.01) return `$${costUsd.toFixed(4)}`
  return `$${costUsd.toFixed(2)}`
}

export function formatTokens(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count)
}
