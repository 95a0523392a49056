import type { SkillRegistry, SkillSource } from './skill-registry'

/** Waits this long after the last change in a skills folder before reading the skills again. */
const SETTLE_MS = 200

/**
 * Reloads the registry when a skill folder is added, changed or removed, so a new skill is offered without a restart.
 * chokidar loads on first use. Once the watcher has scanned the folders the registry is read again, so a change made
 * before the watch began is not missed.
 */
export async function watchSkills(
  sources: readonly SkillSource[],
  registry: SkillRegistry,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  const { watch } = await import('chokidar')
  const watcher = watch(
    sources.map((source) => source.dir),
    { ignoreInitial: true, depth: 2, ignored: (path, stats) => (stats?.isFile() ?? false) && !path.endsWith('.md') },
  )
  let timer: NodeJS.Timeout | null = null
  const reload = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      registry.reload()
    }, SETTLE_MS)
  }
  watcher.on('all', reload)
  watcher.on('error', onError)
  // A folder created while the first scan runs counts as initial and raises no event; read everything once after it.
  watcher.once('ready', () => registry.reload())
  return {
    close: async () => {
      if (timer) clearTimeout(timer)
      await watcher.close()
    },
  }
}
