import type { ErrorCode } from './error-codes'
import { CommandError } from './transport'

/**
 * Errors the window writes itself, in the user's language, from a key and parameters. The engine sends the key, the
 * parameters and this English text (for logs, the command line and the model); the window looks the key up under
 * `errors.details.<key>` and fills in `{{name}}`-style parameters.
 */
export const errorDetails = {
  'session-not-found': {
    code: 'not-found',
    message: 'No session with id {{id}}.',
    hint: 'Reload the session list; it may have been deleted.',
  },
  'run-not-found': {
    code: 'not-found',
    message: 'That message is no longer in this session.',
    hint: 'Reload the session; that message may have been replaced.',
  },
  'background-task-not-found': {
    code: 'not-found',
    message: 'No background task {{taskId}}.',
    hint: 'It may belong to an earlier start of the app; ask the assistant to run it again.',
  },
  'provider-not-found': {
    code: 'not-found',
    message: 'No provider with id {{providerId}}.',
    hint: 'Open Settings → Model providers and pick one of the providers listed there.',
  },
  'skill-not-found': { code: 'not-found', message: "No skill named '{{name}}'.", hint: '' },
  'skill-folder-link': {
    code: 'invalid-input',
    message: '{{path}} is a link; a skill folder holds only its own files.',
    hint: 'Copy the files into the folder instead of linking them.',
  },
  'skill-folder-too-large': {
    code: 'invalid-input',
    message: '{{folder}} is larger than a skill can be ({{files}} files, {{megabytes}} MB).',
    hint: 'Keep only SKILL.md and the files it uses.',
  },
  'skill-folder-relative': {
    code: 'invalid-input',
    message: 'Give the skill folder as an absolute path.',
    hint: 'Type the whole path, starting with /.',
  },
  'skill-folder-without-skill': {
    code: 'invalid-input',
    message: '{{folder}} has no SKILL.md.',
    hint: 'Choose the folder that holds one.',
  },
  'skill-name-taken': {
    code: 'conflict',
    message: "Your skills folder already has a skill named '{{name}}'.",
    hint: 'Remove it in Settings → Skills first.',
  },
  'permission-rule-duplicate-id': {
    code: 'invalid-rules',
    message: 'Two permission rules share the id "{{id}}".',
    hint: 'Give each rule its own id.',
  },
  'permission-rule-unknown-tool': {
    code: 'unknown-tool',
    message: 'No tool is named {{names}}, so the rules were not saved.',
    hint: "Pick the tool from the list in Settings → Permissions, or * for every tool; an MCP server's tools are listed once it runs (Settings → MCP servers).",
  },
  'project-dir-relative': {
    code: 'invalid-project-dir',
    message: '"{{typed}}" is not an absolute path.',
    hint: 'Type the whole path (it starts with / or ~/), or choose the folder again.',
  },
  'project-dir-missing': {
    code: 'invalid-project-dir',
    message: 'The folder {{path}} does not exist.',
    hint: 'Create it, or choose another folder.',
  },
  'project-dir-file': {
    code: 'invalid-project-dir',
    message: '{{path}} is a file, not a folder.',
    hint: 'Choose a folder.',
  },
  'project-dir-root': {
    code: 'invalid-project-dir',
    message: 'The whole disk cannot be a project folder.',
    hint: 'Choose a project folder.',
  },
  'project-dir-holds-data': {
    code: 'invalid-project-dir',
    message:
      "{{path}} holds AstroResearch's data folder ({{dataDir}}: database, logs, API keys), so it cannot be a project folder.",
    hint: 'Choose a folder of its own for the project, such as a sub-folder of your home folder.',
  },
  'project-dir-inside-data': {
    code: 'invalid-project-dir',
    message: "{{path}} lies inside AstroResearch's data folder ({{dataDir}}), so it cannot be a project folder.",
    hint: 'Choose a folder of its own for the project, such as a sub-folder of your home folder.',
  },
  'settings-invalid': {
    code: 'invalid-settings',
    message: 'Settings not saved: {{problems}}',
    hint: 'Correct the values named above and save again; nothing was changed.',
  },
  'digest-no-categories': {
    code: 'invalid-input',
    message: 'No arXiv categories are chosen for the digest.',
    hint: 'Choose them in Settings → Digest (e.g. astro-ph.EP).',
  },
  'digest-fetch-failed': {
    code: 'library-service-failed',
    message: 'The arXiv listing of {{day}} could not be fetched: {{reason}}',
    hint: 'Check the network, or the arXiv URL in Settings → Services, and try again.',
  },
  'digest-entry-not-found': {
    code: 'not-found',
    message: 'arXiv:{{arxivId}} is in no stored digest.',
    hint: 'Open the digest again; that day may have been replaced.',
  },
  'folder-picker-missing': {
    code: 'unsupported',
    message: 'There is no folder picker here.',
    hint: 'Type the folder’s path (it may start with ~/) in the chat header.',
  },
  'file-dialog-missing': {
    code: 'unsupported',
    message: 'The system file dialog is part of the desktop app.',
    hint: 'Use the Add PDF… button of the page, or drop the PDF onto the window.',
  },
  'system-viewer-missing': {
    code: 'unsupported',
    message: 'Files open in the system viewer from the desktop app only.',
    hint: 'Use Save instead.',
  },
} as const satisfies Record<string, { code: ErrorCode; message: string; hint: string }>

export type ErrorDetailKey = keyof typeof errorDetails

type PlaceholdersOf<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never

/** The parameters a detail's English text names, each required. */
export type ErrorDetailParams<Key extends ErrorDetailKey> = Record<
  PlaceholdersOf<(typeof errorDetails)[Key]['message'] | (typeof errorDetails)[Key]['hint']>,
  string | number
>

/** `{{name}}` → the parameter's value. */
function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/** The error for `key`: its code, its English text filled in, and the key and parameters for the window. */
export function detailedError<Key extends ErrorDetailKey>(key: Key, params: ErrorDetailParams<Key>): CommandError {
  const detail: { code: ErrorCode; message: string; hint: string } = errorDetails[key]
  const values: Record<string, string | number> = params
  return new CommandError(
    detail.code,
    fillPlaceholders(detail.message, values),
    detail.hint === '' ? undefined : fillPlaceholders(detail.hint, values),
    { key, params: values },
  )
}
