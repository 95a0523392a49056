import { readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { missingFixturesNotice } from '../test/helpers/shared-fixtures'
import { benchFilesNeedingSharedFixtures } from '../test/helpers/shared-fixtures-check'
import type { Bench, BenchRow } from './bench-types'

function printTable(rows: BenchRow[]): void {
  const header = ['suite', 'case', 'ours', 'peer', 'peer name', 'goal', 'met']
  const cells = rows.map((row) => [
    row.suite,
    row.case,
    row.ours,
    row.peer,
    row.peerName,
    row.goal,
    row.met === null ? '–' : row.met ? 'yes' : 'NO',
  ])
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  )
  const format = (line: string[]) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of cells) console.log(format(line))
}

async function main(): Promise<void> {
  const only = process.argv[2]
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => !only || file.includes(only))
    .sort()
  const leftOut = new Set(benchFilesNeedingSharedFixtures().map((path) => basename(path)))
  const rows: BenchRow[] = []
  for (const file of files) {
    if (leftOut.has(file)) {
      console.error(`${file} ${missingFixturesNotice}`)
      continue
    }
    const module = (await import(join(__dirname, file))) as { bench: Bench }
    console.error(`running ${module.bench.name} …`)
    rows.push(...(await module.bench.run()))
  }
  if (rows.length === 0) console.log('No benchmarks matched.')
  else printTable(rows)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
