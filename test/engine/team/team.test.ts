import { describe, expect, it } from 'vitest'
import { createTeamInbox, type TeamInbox } from '../../../electron/main/engine/team/team-inbox'
import { createTeamRoster } from '../../../electron/main/engine/team/team-roster'
import { createCheckTeamInboxTool } from '../../../electron/main/engine/tools/builtin/check-team-inbox/index'
import { createSendTeammateMessageTool } from '../../../electron/main/engine/tools/builtin/send-teammate-message/index'
import { createSpawnTeammateTool } from '../../../electron/main/engine/tools/builtin/spawn-teammate/index'
import { createTeamBroadcastTool } from '../../../electron/main/engine/tools/builtin/team-broadcast/index'
import type { SubagentRequest } from '../../../electron/main/engine/tools/subagent-port'
import { useTempDir } from '../../helpers/temp-dir'
import { createToolContext } from '../tool-context'

const tempDir = useTempDir()

const spawnTeammateTool = (team: TeamInbox) =>
  createSpawnTeammateTool({ team, roster: createTeamRoster({ emit: () => undefined, now: () => 1 }) })
const sendTeammateMessageTool = (team: TeamInbox) => createSendTeammateMessageTool({ team })
const teamBroadcastTool = (team: TeamInbox) => createTeamBroadcastTool({ team })
const checkTeamInboxTool = (team: TeamInbox) => createCheckTeamInboxTool({ team })

describe('team tools', () => {
  it('spawns a teammate whose final report lands in the lead inbox exactly once', async () => {
    const team = createTeamInbox(tempDir(), () => 1)
    const requests: SubagentRequest[] = []
    let finish: (summary: string) => void = () => undefined
    const subagents = {
      run: (request: SubagentRequest) => {
        requests.push(request)
        return new Promise<{ summary: string; steps: number; isError: boolean }>((resolve) => {
          finish = (summary) => resolve({ summary, steps: 3, isError: false })
        })
      },
    }
    const lead = createToolContext({ runSubagent: subagents.run })
    const spawned = await spawnTeammateTool(team).execute(
      { name: 'reviewer-1', role: 'a critical referee', instruction: 'Check the distance estimates' },
      lead,
    )
    expect(spawned.isError).toBe(false)
    expect(requests[0]).toMatchObject({ agent: 'reviewer-1', maxSteps: 10 })

    const teammate = createToolContext({ runSubagent: subagents.run, agent: 'reviewer-1' })
    await sendTeammateMessageTool(team).execute({ to: 'lead', content: 'Starting with Riess 2022' }, teammate)
    await teamBroadcastTool(team).execute({ content: 'Use H0 = 70 for now' }, lead)
    expect((await checkTeamInboxTool(team).execute({}, teammate)).content).toBe('[from lead] Use H0 = 70 for now')

    finish('Distances agree within 2%.')
    await new Promise(setImmediate)
    const inbox = await checkTeamInboxTool(team).execute({}, lead)
    expect(inbox.content).toBe(
      '[from reviewer-1] Starting with Riess 2022\n[from reviewer-1] Finished after 3 step(s): Distances agree within 2%.',
    )
    expect((await checkTeamInboxTool(team).execute({}, lead)).content).toBe('Your inbox is empty.')
  })

  it('refuses duplicate or invalid names, unknown recipients, and spawning by teammates', async () => {
    const team = createTeamInbox(tempDir(), () => 1)
    const subagents = { run: () => new Promise<never>(() => undefined) }
    const lead = createToolContext({ runSubagent: subagents.run })
    await spawnTeammateTool(team).execute({ name: 'a', role: 'r', instruction: 'i' }, lead)
    expect((await spawnTeammateTool(team).execute({ name: 'a', role: 'r', instruction: 'i' }, lead)).isError).toBe(true)
    expect(
      (await spawnTeammateTool(team).execute({ name: 'Bad Name', role: 'r', instruction: 'i' }, lead)).isError,
    ).toBe(true)
    await expect(sendTeammateMessageTool(team).execute({ to: 'nobody', content: 'hi' }, lead)).rejects.toThrow(
      /Members: /,
    )
    const byTeammate = await spawnTeammateTool(team).execute(
      { name: 'b', role: 'r', instruction: 'i' },
      createToolContext({ runSubagent: subagents.run, agent: 'a' }),
    )
    expect(byTeammate.isError).toBe(true)
  })
})
