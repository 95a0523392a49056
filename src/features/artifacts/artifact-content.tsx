import { MarkdownView } from '../../components/markdown/markdown-view'

/** Markdown is rendered (with math); every other type is shown as text, exactly as stored. */
export function ArtifactContent({ content, contentType }: { content: string; contentType: string }) {
  if (contentType === 'text/markdown') return <MarkdownView text={content} />
  return (
    <pre className="artifact-code">
      <code>{content}</code>
    </pre>
  )
}
