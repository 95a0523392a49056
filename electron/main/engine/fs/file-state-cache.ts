/** The window of a file read_file last showed, and the call whose result holds that content. */
export type FileState = { mtimeMs: number; offset: number; limit: number | null; callId: string }

/** Cache of what read_file has shown the model: path → mtime, the window that was read and the call that read it. */
export interface FileStateCache {
  get(path: string): FileState | undefined
  set(path: string, state: FileState): void
  invalidate(path: string): void
  snapshot(): Map<string, FileState>
  /** Replaces the whole cache with a snapshot (after compaction drops what the model had read). */
  restore(snapshot: ReadonlyMap<string, FileState>): void
}

/** What read_file returns instead of the content when the model asks again for an unchanged window of a file. */
export const FILE_UNCHANGED_STUB =
  'File unchanged since your last read_file call with the same offset and limit. Its content is already in this ' +
  'conversation above; refer to that instead of reading it again.'

/** Remembers what read_file has shown in this session, keyed by real path (AstroResearch FileStateCache). */
export class InMemoryFileStateCache implements FileStateCache {
  private readonly states = new Map<string, FileState>()

  get(path: string): FileState | undefined {
    const state = this.states.get(path)
    return state ? { ...state } : undefined
  }

  set(path: string, state: FileState): void {
    this.states.set(path, { ...state })
  }

  invalidate(path: string): void {
    this.states.delete(path)
  }

  snapshot(): Map<string, FileState> {
    return new Map([...this.states].map(([path, state]) => [path, { ...state }]))
  }

  restore(snapshot: ReadonlyMap<string, FileState>): void {
    this.states.clear()
    for (const [path, state] of snapshot) this.states.set(path, { ...state })
  }
}

/** True when a re-read would show exactly what the model already has. */
export function isUnchangedRead(
  cached: FileState | undefined,
  current: Pick<FileState, 'mtimeMs' | 'offset' | 'limit'>,
): boolean {
  return (
    cached !== undefined &&
    cached.mtimeMs === current.mtimeMs &&
    cached.offset === current.offset &&
    cached.limit === current.limit
  )
}
