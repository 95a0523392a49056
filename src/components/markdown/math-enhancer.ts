import 'katex/dist/katex.min.css'
import rehypeKatex from 'rehype-katex'
import type { RehypePlugin } from './rehype-plugin'

/** KaTeX typesetting, the heaviest part of the Markdown renderer: its own chunk, loaded when a text has math. */
export const plugin: RehypePlugin = [rehypeKatex, { throwOnError: false, strict: 'ignore' }]
