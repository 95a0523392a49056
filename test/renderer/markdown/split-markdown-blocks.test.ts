import { describe, expect, it } from 'vitest'
import { splitMarkdownBlocks } from '../../../src/components/markdown/split-markdown-blocks'

describe('splitMarkdownBlocks', () => {
  it('splits paragraphs at blank lines', () => {
    expect(splitMarkdownBlocks('First **one**.\n\n\nSecond\nline.\n')).toEqual(['First **one**.', 'Second\nline.'])
  })

  it('keeps a code fence with blank lines inside in one block', () => {
    const code = '```python\nimport numpy as np\n\nprint(np.pi)\n```'
    expect(splitMarkdownBlocks(`Run:\n\n${code}\n\nDone.`)).toEqual(['Run:', code, 'Done.'])
  })

  it('keeps a $$ math block with blank lines inside in one block', () => {
    const math = '$$\n\\mu = m - M\n\n= 24.42\n$$'
    expect(splitMarkdownBlocks(`${math}\n\nafter`)).toEqual([math, 'after'])
  })

  it('loses no text: joining the blocks gives the paragraphs back', () => {
    const text = 'a\n\nb\n```\nc\n\nd\n```\n\ne'
    expect(splitMarkdownBlocks(text).join('\n\n')).toBe(text)
  })
})
