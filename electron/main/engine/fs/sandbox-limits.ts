/** Size limits the sandbox enforces on every read and write. */
export interface SandboxLimits {
  maxReadBytes: number
  maxWriteBytes: number
}

export const DEFAULT_SANDBOX_LIMITS: SandboxLimits = {
  maxReadBytes: 10 * 1024 * 1024,
  maxWriteBytes: 10 * 1024 * 1024,
}

/** Linux PATH_MAX and NAME_MAX, in UTF-8 bytes. */
export const MAX_PATH_BYTES = 4096
export const MAX_SEGMENT_BYTES = 255
