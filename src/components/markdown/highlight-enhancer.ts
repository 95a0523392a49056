import rehypeHighlight from 'rehype-highlight'
import type { RehypePlugin } from './rehype-plugin'

/** Code highlighting by the fence's language: its own chunk, loaded when a text has a fenced code block. */
export const plugin: RehypePlugin = [rehypeHighlight, { detect: false }]
