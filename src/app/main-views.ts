/**
 * The views the main area switches between. Each feature that adds a top-level view (the library, for one) adds its
 * id here and a case in `MainArea`.
 */
export const mainViews = ['chat', 'library', 'digest', 'ask', 'settings'] as const
export type MainViewId = (typeof mainViews)[number]
