import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Components } from 'react-markdown'
import { ExternalLink } from '../components/markdown/markdown-plugins'
import { MarkdownView } from '../components/markdown/markdown-view'
import { type CitationSource, openCitationSource } from './citation-sources'
import { linkCitations } from './link-citations'

const citationHref = '#cite-'

/**
 * The assistant's Markdown with each `[P1]` that names a passage a tool of the run cited drawn as a button: it opens
 * the reader at the passage's page with the passage marked, as the citations of "Ask the library" do.
 */
export function CitedMarkdown({ text, citations }: { text: string; citations: ReadonlyMap<string, CitationSource> }) {
  const { t } = useTranslation()
  const linked = useMemo(
    () => (citations.size > 0 ? linkCitations(text, citations, citationHref) : text),
    [text, citations],
  )
  const components = useMemo<Components | undefined>(() => {
    if (citations.size === 0) return undefined
    return {
      a: (props) => {
        const source = props.href?.startsWith(citationHref)
          ? citations.get(props.href.slice(citationHref.length))
          : undefined
        if (!source) return <ExternalLink href={props.href}>{props.children}</ExternalLink>
        return (
          <button
            type="button"
            className="timeline-citation"
            aria-label={t('timeline.openCitedPassage', {
              key: source.key,
              title: source.title || source.paperId,
              page: source.pageStart,
            })}
            onClick={() => openCitationSource(source)}
          >
            {source.key}
          </button>
        )
      },
    }
  }, [citations, t])
  return <MarkdownView text={linked} components={components} />
}
