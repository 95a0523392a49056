import type { TokenUsage } from './model-stream-part'

export interface Price {
  inputPerMillion: number
  outputPerMillion: number
  cachedInputPerMillion: number
}

/** Dollars for one step; cached input is billed at its own rate, the rest of the input at the input rate. */
export function costOf(usage: TokenUsage, price: Price | undefined): number {
  if (!price) return 0
  const uncached = Math.max(0, usage.inputTokens - usage.cachedInputTokens)
  return (
    (uncached * price.inputPerMillion +
      usage.cachedInputTokens * price.cachedInputPerMillion +
      usage.outputTokens * price.outputPerMillion) /
    1_000_000
  )
}

/** Prices are keyed by `provider-id/model`, falling back to the bare model name. */
export function priceFor(prices: Record<string, Price>, providerId: string, model: string): Price | undefined {
  return prices[`${providerId}/${model}`] ?? prices[model]
}
