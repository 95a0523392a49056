/** One row of the benchmark table: our figure beside a peer's, measured in the same run. */
export interface BenchRow {
  suite: string
  case: string
  ours: string
  peer: string
  peerName: string
  goal: string
  met: boolean | null
}

export interface Bench {
  name: string
  run(): Promise<BenchRow[]>
}
