import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useTransport } from '../../data/transport-context'

interface OpenQuestions {
  /** Whether the engine still waits for an answer to this question. */
  isOpen(questionId: string): boolean
  answer(questionId: string, text: string): Promise<void>
}

const OpenQuestionsContext = createContext<OpenQuestions>({
  isOpen: () => false,
  answer: async () => undefined,
})

/** The session's unanswered questions, asked of the engine whenever the timeline shows a new one. */
export function OpenQuestionsProvider({
  sessionId,
  questionCount,
  children,
}: {
  sessionId: string
  questionCount: number
  children: ReactNode
}) {
  const transport = useTransport()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    if (questionCount === 0) return
    let current = true
    transport.invoke('question.pending', { sessionId }).then(
      (pending) => {
        if (current) setOpen(new Set(pending.map((question) => question.questionId)))
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [transport, sessionId, questionCount])

  const answer = useCallback(
    async (questionId: string, text: string) => {
      await transport.invoke('question.reply', { questionId, answer: text })
      setOpen((current) => new Set([...current].filter((id) => id !== questionId)))
    },
    [transport],
  )

  const value = useMemo(() => ({ isOpen: (id: string) => open.has(id), answer }), [open, answer])
  return <OpenQuestionsContext.Provider value={value}>{children}</OpenQuestionsContext.Provider>
}

export function useOpenQuestions(): OpenQuestions {
  return useContext(OpenQuestionsContext)
}
