export interface Batch<Call> {
  parallel: boolean
  calls: Call[]
}

/**
 * AstroResearch `ToolPartitioner::partition`: consecutive concurrency-safe calls form one parallel batch, every other
 * call is a batch of its own, order kept: `[read, grep, bash, read, write] → [read‖grep] [bash] [read] [write]`.
 */
export function partition<Call>(calls: readonly Call[], isSafe: (call: Call) => boolean): Batch<Call>[] {
  const batches: Batch<Call>[] = []
  for (const call of calls) {
    const last = batches.at(-1)
    if (isSafe(call)) {
      if (last?.parallel) last.calls.push(call)
      else batches.push({ parallel: true, calls: [call] })
    } else batches.push({ parallel: false, calls: [call] })
  }
  return batches
}
