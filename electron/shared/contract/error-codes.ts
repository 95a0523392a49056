/**
 * Every error code the engine, the hosts and the transports can send to the window. The window translates each
 * (`errors.<code>` in src/i18n); a test fails when one here has no English or Chinese text, or when the engine
 * sends a code missing here.
 */
export const errorCodes = [
  // Commands
  'not-found',
  'busy',
  'invalid-input',
  'invalid-settings',
  'invalid-rules',
  'invalid-project-dir',
  'library-failed',
  'paper-unavailable',
  'unsupported',
  'models-unreachable',
  'models-refused',
  'models-unreadable',
  // Runs
  'no-provider',
  'run-error',
  'internal',
  'compaction-failed',
  'hook-failed',
  // Providers
  'auth',
  'model-not-found',
  'context-too-long',
  'rate-limit',
  'server',
  'connection-refused',
  'network',
  'bad-request',
  'bad-response',
  // Hosts and transports
  'unauthorized',
  'forbidden-host',
  'forbidden-origin',
  'forbidden-path',
  'forbidden-sender',
  'invalid-call-id',
  'method-not-allowed',
  'renderer-not-built',
  'cancelled',
  'malformed-reply',
  'unreachable',
  // Library, MCP and the command sandbox
  'failed',
  'mcp-invalid-config',
  'mcp-unavailable',
  'mcp-unknown-server',
  'network-hosts',
  'no-os-sandbox',
  'no-token',
  'not-a-pdf-path',
  'not-pdf',
  'pdf-partial',
  'pdf-unreadable',
  'rag-failed',
  'rejected',
  'unavailable',
  'zotero-not-found',
] as const
