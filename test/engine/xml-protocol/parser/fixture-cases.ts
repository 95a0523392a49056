import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { sharedFixture } from '../../../helpers/shared-fixtures'

export const FIXTURE_DIRECTORY = sharedFixture('xml-toolcalls')

/** The tools the peers' tests declare (Roo, nanocoder, vLLM), so their tags are known tool names here. */
export const FIXTURE_TOOLS = ['read_file', 'write_to_file', 'execute_command', 'browser_action', 'get_current_weather']

const casesSchema = z.object({
  cases: z.array(z.object({ id: z.string(), file: z.string(), peer_expectation: z.string() })),
})

export interface FixtureCase {
  id: string
  input: string
}

export function loadFixtureCases(): FixtureCase[] {
  const parsed = casesSchema.parse(JSON.parse(readFileSync(join(FIXTURE_DIRECTORY, 'cases.json'), 'utf8')))
  return parsed.cases.map((entry) => ({
    id: entry.id,
    input: readFileSync(join(FIXTURE_DIRECTORY, entry.file), 'utf8'),
  }))
}
