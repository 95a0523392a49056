import 'katex/dist/katex.min.css'
import type { Options } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import rehypeKatex from 'rehype-katex'

type RehypePlugin = NonNullable<Options['rehypePlugins']>[number]

/** KaTeX typesetting and code highlighting: the heaviest part of the Markdown renderer, in a chunk of its own. */
export const enhancements: { math: RehypePlugin; highlight: RehypePlugin } = {
  math: [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
  highlight: [rehypeHighlight, { detect: false }],
}
