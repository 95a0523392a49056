import type { Paper } from '../../../../shared/domain/paper'

export interface DownloadSources {
  arxivPdfBaseUrl: string
  adsLinkGatewayBaseUrl: string
}

/** Where an open PDF may be, best first: arXiv, the ADS link gateway (e-print, then publisher), open-access links. */
export function downloadCandidates(paper: Paper, sources: DownloadSources): string[] {
  const urls: string[] = []
  if (paper.arxivId) {
    const version = paper.arxivVersion ? `v${paper.arxivVersion}` : ''
    urls.push(new URL(`/pdf/${paper.arxivId}${version}`, sources.arxivPdfBaseUrl).toString())
  }
  if (paper.bibcode) {
    const bibcode = encodeURIComponent(paper.bibcode)
    for (const kind of ['EPRINT_PDF', 'PUB_PDF']) {
      urls.push(new URL(`/link_gateway/${bibcode}/${kind}`, sources.adsLinkGatewayBaseUrl).toString())
    }
  }
  for (const url of paper.openAccessUrls) if (/^https?:\/\//.test(url)) urls.push(url)
  return [...new Set(urls)]
}
