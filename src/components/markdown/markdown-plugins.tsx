import type { ReactNode } from 'react'
import type { Components, Options } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'

export const remarkPlugins: Options['remarkPlugins'] = [remarkGfm, remarkMath]

/** Links open outside the app (the host decides how); nothing the model writes navigates the window. */
export function ExternalLink({ href, children }: { href?: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  )
}

export const linkComponents: Components = { a: ExternalLink }
