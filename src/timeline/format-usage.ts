/** Dollars, or `unknownLabel` when a price was missing (a cost of $0 would be a lie). */
export function formatCost(costUsd: number, known = true, unknownLabel = '?'): string {
  if (!known) return costUsd > 0 ? `≥ $${costUsd.toFixed(4)} (${unknownLabel})` : unknownLabel
  if (costUsd === 0) return '$0'
  if (costUsd < 0.01) return `$${costUsd.toFixed(4)}`
  return `$${costUsd.toFixed(2)}`
}

export function formatTokens(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count)
}
