import { sep } from 'node:path'

/** True when `child` is `parent` or lies below it, comparing whole path segments (`/data2` is not inside `/data`). */
export function isSameOrInside(child: string, parent: string): boolean {
  if (child === parent) return true
  const prefix = parent.endsWith(sep) ? parent : parent + sep
  return child.startsWith(prefix)
}
