import type { Options } from 'react-markdown'

export type RehypePlugin = NonNullable<Options['rehypePlugins']>[number]
