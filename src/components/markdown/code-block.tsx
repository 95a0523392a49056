import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExtraProps } from 'react-markdown'
import { CopyButton } from '../copy-button'

type HastChildren = NonNullable<ExtraProps['node']>['children']

function textOf(nodes: HastChildren): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : node.type === 'element' ? textOf(node.children) : ''))
    .join('')
}

/** A fenced code block with a button that copies its source (the text before highlighting). */
export function CodeBlock({ node, children }: ExtraProps & { children?: ReactNode }) {
  const { t } = useTranslation()
  const source = node ? textOf(node.children).replace(/\n$/, '') : ''
  return (
    <div className="markdown-code">
      <pre>{children}</pre>
      <CopyButton text={source} label={t('markdown.copyCode')} className="button button-small markdown-code-copy" />
    </div>
  )
}
