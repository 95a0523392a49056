import fc from 'fast-check'

/** Fragments of every dialect and repair, so random concatenations hit the parser's decision points. */
const FRAGMENTS = [
  '<tool_call>',
  '</tool_call>',
  '<tool_call name="web_search">',
  '<name>',
  '</name>',
  '<name=',
  'web_search',
  'read_file',
  '<params>',
  '</params>',
  '<query>',
  '</query>',
  '<![CDATA[',
  ']]>',
  '<read_file>',
  '</read_file>',
  '<path>',
  '</path>',
  '<function=',
  '<parameter=',
  '</parameter>',
  '</function>',
  '{"name": "web_search", "arguments": {"query": "',
  '"}}',
  '{',
  '}',
  '"',
  '<function_calls>',
  '</function_calls>',
  '<invoke name="read_file">',
  '</invoke>',
  '<parameter name="path">',
  '```xml\n',
  '```\n',
  '<',
  '>',
  '/',
  '=',
  ' ',
  '\n',
  'x',
  '&amp;',
  '<think>',
  '</think>',
  '<parameter=query>',
  'a <tool_call> tag',
]

export const markupSoup = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 40 })
  .map((parts) => parts.join(''))

export const xmlName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,11}$/)

/** Values with everything CDATA must survive: its terminator, markup, entities, whitespace, any code point. */
export const parameterValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.constantFrom(']]>', ']]', ']', '<', '&', '<![CDATA[', '</tool_call>', '\n', ' ', 'a', '>'), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
)

/** Names a model may produce that cannot be tags (spaces, markup, any code point); the parser trims them. */
const freeName = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((name) => name.trim() === name)
const toolName = fc.oneof(
  xmlName,
  freeName.filter((name) => name !== ''),
)
const parameterKey = fc.oneof(xmlName, freeName, fc.constant(''))

export const wellFormedCall = fc.record({
  name: toolName,
  params: fc.dictionary(parameterKey, parameterValue, { maxKeys: 5 }),
})
