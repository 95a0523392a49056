import { randomUUID } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export const LEAD_MEMBER = 'lead'

const memberNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'member names are lowercase, like "reviewer-1"')

const messageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  content: z.string(),
  at: z.number(),
})
type TeamMessage = z.infer<typeof messageSchema>

/**
 * File-based inboxes, one JSON-lines file per member under `<dir>/<session>/`. Appends are single writes with
 * O_APPEND; reading renames the file first, so a message is delivered exactly once.
 */
export function createTeamInbox(dir: string, now: () => number) {
  const sessionDir = (sessionId: string) => join(dir, sessionId.replace(/[^A-Za-z0-9_-]/g, '_'))
  const inboxFile = (sessionId: string, member: string) => join(sessionDir(sessionId), `${member}.jsonl`)

  const members = (sessionId: string): string[] =>
    existsSync(sessionDir(sessionId))
      ? readdirSync(sessionDir(sessionId))
          .filter((file) => file.endsWith('.jsonl'))
          .map((file) => file.slice(0, -'.jsonl'.length))
      : []

  return {
    validateName(name: string): string | null {
      const parsed = memberNameSchema.safeParse(name)
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid name')
    },

    join(sessionId: string, member: string): void {
      mkdirSync(sessionDir(sessionId), { recursive: true })
      appendFileSync(inboxFile(sessionId, member), '')
    },

    members,

    send(sessionId: string, from: string, to: string, content: string): TeamMessage {
      if (!members(sessionId).includes(to)) {
        throw new Error(`No team member '${to}'. Members: ${members(sessionId).join(', ') || 'none'}`)
      }
      const message = { id: randomUUID(), from, to, content, at: now() }
      appendFileSync(inboxFile(sessionId, to), `${JSON.stringify(message)}\n`)
      return message
    },

    broadcast(sessionId: string, from: string, content: string): TeamMessage[] {
      return members(sessionId)
        .filter((member) => member !== from)
        .map((member) => this.send(sessionId, from, member, content))
    },

    /** Takes every waiting message for a member; a line that is not a valid message is skipped. */
    take(sessionId: string, member: string): TeamMessage[] {
      const file = inboxFile(sessionId, member)
      if (!existsSync(file)) return []
      const reading = `${file}.${randomUUID()}.reading`
      renameSync(file, reading)
      appendFileSync(file, '')
      const lines = readFileSync(reading, 'utf8').split('\n').filter(Boolean)
      rmSync(reading)
      return lines.flatMap((line) => {
        try {
          const parsed = messageSchema.safeParse(JSON.parse(line))
          return parsed.success ? [parsed.data] : []
        } catch {
          return []
        }
      })
    },
  }
}

export type TeamInbox = ReturnType<typeof createTeamInbox>
