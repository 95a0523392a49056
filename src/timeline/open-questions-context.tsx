import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { useCommand } from '../data/use-command'
import { useCommandMutation } from '../data/use-command-mutation'

interface OpenQuestions {
  /** Whether the engine still waits for an answer to this question. */
  isOpen(questionId: string): boolean
  answer(questionId: string, text: string): Promise<void>
}

const OpenQuestionsContext = createContext<OpenQuestions>({
  isOpen: () => false,
  answer: async () => undefined,
})

/** The session's unanswered questions, asked of the engine again when one is asked or answered. */
export function OpenQuestionsProvider({
  sessionId,
  questionCount,
  children,
}: {
  sessionId: string
  questionCount: number
  children: ReactNode
}) {
  const pending = useCommand('question.pending', { sessionId }, { enabled: questionCount > 0 }).data
  const { mutateAsync: reply } = useCommandMutation('question.reply')
  const open = useMemo(() => new Set(pending?.map((question) => question.questionId)), [pending])

  const answer = useCallback(
    async (questionId: string, text: string) => {
      await reply({ questionId, answer: text })
    },
    [reply],
  )

  const value = useMemo(() => ({ isOpen: (id: string) => open.has(id), answer }), [open, answer])
  return <OpenQuestionsContext.Provider value={value}>{children}</OpenQuestionsContext.Provider>
}

export function useOpenQuestions(): OpenQuestions {
  return useContext(OpenQuestionsContext)
}
