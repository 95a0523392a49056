import 'katex/dist/katex.min.css'
import { memo } from 'react'
import ReactMarkdown, { type Components, type Options } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import './markdown.css'
import { normalizeMath } from './normalize-math'

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

/** Markdown with LaTeX math (`$…$`, `$$…$$`) and highlighted code; raw HTML in the text is shown, never run. */
export const MarkdownView = memo(function MarkdownView({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {normalizeMath(text)}
      </ReactMarkdown>
    </div>
  )
})
