import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { type AgentEvent, eventSchema } from '../../../electron/shared/contract/events'

/** A recorded event sequence from test/renderer/fixtures, validated against the contract as a transport would. */
export function loadEvents(name: string): AgentEvent[] {
  const raw: unknown = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8'))
  return z.array(eventSchema).parse(raw)
}
