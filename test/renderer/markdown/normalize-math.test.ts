import { describe, expect, it } from 'vitest'
import { normalizeMath } from '../../../src/components/markdown/normalize-math'

describe('normalizeMath', () => {
  it('turns $$…$$ alone on a line into a display block', () => {
    expect(normalizeMath('Thus\n$$\\mu = m - M$$\nholds.')).toBe('Thus\n$$\n\\mu = m - M\n$$\nholds.')
  })

  it('turns \\[…\\] and \\(…\\) into display and inline math', () => {
    expect(normalizeMath('\\[ H_0 = 70 \\]')).toBe('$$\nH_0 = 70\n$$')
    expect(normalizeMath('\\[\nz = 0.1\n\\]')).toBe('$$\nz = 0.1\n$$')
    expect(normalizeMath('with \\(z \\approx 0.1\\) at most')).toBe('with $z \\approx 0.1$ at most')
  })

  it('leaves code blocks, inline $$ in prose and text without math alone', () => {
    const code = '```latex\n$$x$$\n\\(y\\)\n```'
    expect(normalizeMath(code)).toBe(code)
    expect(normalizeMath('costs $$5 and $$6')).toBe('costs $$5 and $$6')
    expect(normalizeMath('plain text')).toBe('plain text')
  })
})
