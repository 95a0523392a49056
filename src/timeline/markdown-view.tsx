import 'katex/dist/katex.min.css'
import { memo, useMemo } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import './markdown.css'
import { normalizeMath } from './normalize-math'
import { splitMarkdownBlocks } from './split-markdown-blocks'

const remarkPlugins: Options['remarkPlugins'] = [remarkMath]
const rehypePlugins: Options['rehypePlugins'] = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
  [rehypeHighlight, { detect: false }],
]

/** Links open outside the app (the host decides how); nothing the model writes navigates the window. */
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  ),
}

const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
      {text}
    </ReactMarkdown>
  )
})

/** Markdown with LaTeX math (`$…$`, `$$…$$`) and highlighted code; raw HTML in the text is shown, never run. */
export const MarkdownView = memo(function MarkdownView({ text }: { text: string }) {
  const blocks = useMemo(() => splitMarkdownBlocks(normalizeMath(text)), [text])
  return (
    <div className="markdown">
      {blocks.map((block, index) => (
        // Blocks only ever grow at the end, so the position is a stable identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <MarkdownBlock key={index} text={block} />
      ))}
    </div>
  )
})
