export const webFetchDescription =
  'Fetch a web page by URL (http or https only) and return its readable content as Markdown, without menus and ' +
  'ads. Use it to read a page found with web_search. Content beyond max_content_length characters (default ' +
  '20000) is cut. Addresses on the local network are refused unless the user allowed them. Runs only after the ' +
  'user approves, unless they have allowed it.'
