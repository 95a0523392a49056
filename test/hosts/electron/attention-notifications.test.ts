import { describe, expect, it } from 'vitest'
import { notifyWhenUnattended } from '../../../electron/main/hosts/electron/attention-notifications'
import { useTestEngine } from '../../helpers/test-engine'

const testEngine = useTestEngine()

describe('OS notifications while the window is not focused', () => {
  it('announces permission requests and questions only when the window is unfocused, in the chosen language', async () => {
    const engine = await testEngine()
    let focused = true
    let language: 'en' | 'zh-CN' = 'en'
    const stop = notifyWhenUnattended({
      events: engine.events,
      notifier: engine.deps.notifier,
      isFocused: () => focused,
      language: () => language,
    })
    const request = {
      type: 'permission-request' as const,
      sessionId: 's1',
      runId: 'r1',
      requestId: 'p1',
      toolCallId: 'c1',
      tool: 'run_bash',
      arguments: { command: 'ls' },
      reason: 'run_bash runs commands on your computer',
      level: 'confirm' as const,
      notices: [],
      allowAlways: true,
    }
    engine.events.emit(request)
    expect(engine.notifications).toEqual([])
    focused = false
    engine.events.emit(request)
    language = 'zh-CN'
    engine.events.emit({
      type: 'question-asked',
      sessionId: 's1',
      runId: 'r1',
      questionId: 'q1',
      question: 'Which band?',
      options: [],
    })
    stop()
    engine.events.emit(request)
    expect(engine.notifications).toEqual([
      { title: 'run_bash is waiting for your approval', body: 'run_bash runs commands on your computer' },
      { title: '助手有一个问题要问你', body: 'Which band?' },
    ])
  })
})
