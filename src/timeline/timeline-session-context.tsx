import { createContext, useContext } from 'react'

const TimelineSessionContext = createContext<string | null>(null)

/** The session a timeline shows, for parts that read its files (a tool's images and tables). */
export const TimelineSessionProvider = TimelineSessionContext.Provider

export function useTimelineSession(): string | null {
  return useContext(TimelineSessionContext)
}
