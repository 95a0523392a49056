import { memo, useMemo } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import './markdown.css'
import { CodeBlock } from './code-block'
import { enhancementsNeededBy, useMarkdownEnhancements } from './markdown-enhancements'
import { linkComponents, remarkPlugins } from './markdown-plugins'
import { normalizeMath } from './normalize-math'
import { splitMarkdownBlocks } from './split-markdown-blocks'

const components: Components = { ...linkComponents, pre: CodeBlock }

const MarkdownBlock = memo(function MarkdownBlock({
  text,
  rehypePlugins,
  overrides,
}: {
  text: string
  rehypePlugins: Options['rehypePlugins']
  overrides?: Components
}) {
  const merged = useMemo(() => (overrides ? { ...components, ...overrides } : components), [overrides])
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={merged}>
      {text}
    </ReactMarkdown>
  )
})

/**
 * GitHub-flavoured Markdown (tables, task lists, strikethrough) with LaTeX math (`$…$`, `$$…$$`) and highlighted
 * code, each code block with a copy button; raw HTML in the text is shown, never run. Math and highlighting load
 * only for a text that has them and appear once their chunk is in; until then the text shows plain.
 */
export const MarkdownView = memo(function MarkdownView({
  text,
  components: overrides,
}: {
  text: string
  /** Elements drawn otherwise than the defaults (chat citations draw their links as buttons). */
  components?: Components
}) {
  const normalized = useMemo(() => normalizeMath(text), [text])
  const blocks = useMemo(() => splitMarkdownBlocks(normalized), [normalized])
  const rehypePlugins = useMarkdownEnhancements(enhancementsNeededBy(normalized))
  return (
    <div className="markdown">
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the position is a stable identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} text={block} rehypePlugins={rehypePlugins} overrides={overrides} />
      ))}
    </div>
  )
})
