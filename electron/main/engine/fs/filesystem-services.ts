import type { PathSandbox } from './path-sandbox'

declare module '../tools/define-tool' {
  interface ToolServices {
    /** The session's filesystem sandbox; the filesystem tools return an error result when it is absent. */
    sandbox?: PathSandbox
  }
}
