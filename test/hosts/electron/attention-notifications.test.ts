import { describe, expect, it } from 'vitest'
import { notifyWhenUnattended } from '../../../electron/main/hosts/electron/attention-notifications'
import { useTestEngine } from '../../helpers/test-engine'

const testEngine = useTestEngine()
const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('OS notifications while the window is not focused', () => {
  it('announces permission requests and questions only when the window is unfocused, in the chosen language', async () => {
    const engine = await testEngine()
    let focused = true
    let language: 'en' | 'zh-CN' = 'en'
    const notifications: { title: string; body: string }[] = []
    const stop = notifyWhenUnattended({
      events: engine.events,
      notifier: { notify: (title, body) => notifications.push({ title, body }) },
      isFocused: () => focused,
      language: async () => language,
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
    await flush()
    expect(notifications).toEqual([])
    focused = false
    engine.events.emit(request)
    await flush()
    language = 'zh-CN'
    engine.events.emit({
      type: 'question-asked',
      sessionId: 's1',
      runId: 'r1',
      questionId: 'q1',
      question: 'Which band?',
      options: [],
    })
    await flush()
    stop()
    engine.events.emit(request)
    await flush()
    expect(notifications).toEqual([
      { title: 'run_bash is waiting for your approval', body: 'run_bash runs commands on your computer' },
      { title: '助手有一个问题要问你', body: 'Which band?' },
    ])
  })
})
