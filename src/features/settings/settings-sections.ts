/** The sections of Settings, in page order; each heading's id is `settings-<section>` and its title `settings.<section>.title`. */
export const settingsSections = [
  'general',
  'providers',
  'embeddings',
  'services',
  'digest',
  'permissions',
  'hooks',
  'skills',
  'mcp',
  'agents',
  'memory',
  'storage',
] as const
export type SettingsSectionId = (typeof settingsSections)[number]
