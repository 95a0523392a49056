import { memo } from 'react'
import ReactMarkdown from 'react-markdown'
import remarkMath from 'remark-math'
import { enhancementsNeededBy, useMarkdownEnhancements } from './markdown-enhancements'
import { linkComponents } from './markdown-plugins'
import { normalizeMath } from './normalize-math'

/** Block elements a one-line text (a title) shows as their plain contents. */
const blockElements = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'pre',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** A title or label with inline Markdown and LaTeX math (`$H_0$`), kept on one line. */
export const InlineMarkdown = memo(function InlineMarkdown({ text }: { text: string }) {
  const normalized = normalizeMath(text)
  const rehypePlugins = useMarkdownEnhancements({ math: enhancementsNeededBy(normalized).math, highlight: false })
  return (
    <span className="inline-markdown">
      <ReactMarkdown
        remarkPlugins={[remarkMath]}
        rehypePlugins={rehypePlugins}
        components={linkComponents}
        disallowedElements={blockElements}
        unwrapDisallowed
      >
        {normalized}
      </ReactMarkdown>
    </span>
  )
})
