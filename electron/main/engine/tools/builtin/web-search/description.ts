export const webSearchDescription =
  'Search the web (news, software docs, mission and instrument pages, anything outside the paper library). ' +
  'Returns a numbered list of results with title, URL and snippet. For literature, prefer search_papers. ' +
  'freshness limits results to a recent period; count is 1–50 (default 10).'
