import { describe, expect, it } from 'vitest'
import { commandNames } from '../../electron/shared/contract/commands'
import { useTestEngine } from '../helpers/test-engine'

const makeEngine = useTestEngine()

describe('contract: handlers', () => {
  it('a real engine has a handler for every command, and none for unknown commands', async () => {
    const engine = await makeEngine()
    const missing = commandNames.filter((name) => typeof engine.handlers[name] !== 'function')
    expect(missing).toEqual([])
    expect(Object.keys(engine.handlers).sort()).toEqual([...commandNames].sort())
  })
})
