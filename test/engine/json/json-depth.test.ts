import { describe, expect, it } from 'vitest'
import { jsonTextTooDeep, valueTooDeep } from '../../../electron/main/engine/json/json-depth'

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describe('argument nesting bound', () => {
  it('allows 64 levels of JSON text and refuses 65', () => {
    expect(jsonTextTooDeep(nested(64))).toBe(false)
    expect(jsonTextTooDeep(nested(65))).toBe(true)
    expect(jsonTextTooDeep(`{"a": ${nested(63)}}`)).toBe(false)
    expect(jsonTextTooDeep(`{"a": ${nested(64)}}`)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ text: nested(500) }))).toBe(false)
    expect(jsonTextTooDeep(`{"text": "a \\" ${nested(500)}"}`)).toBe(false)
  })

  it('walks parsed values without recursion, counting JSON held in strings as what it will become', () => {
    const deep = JSON.parse(nested(300_000)) as unknown
    expect(valueTooDeep({ todos: deep })).toBe(true)
    expect(valueTooDeep({ todos: JSON.parse(nested(63)) as unknown })).toBe(false)
    expect(valueTooDeep({ todos: nested(63) })).toBe(false)
    expect(valueTooDeep({ todos: ` ${nested(64)}` })).toBe(true)
    expect(valueTooDeep({ content: `prose ${nested(200)}` })).toBe(false)
  })
})
