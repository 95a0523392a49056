import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineTool, toolResult } from '../../../electron/main/engine/tools/define-tool'
import { toolInputJsonSchema } from '../../../electron/main/engine/tools/tool-json-schema'
import { describeParameters } from '../../../electron/main/engine/tools/tool-parameters'
import { testToolUi } from '../../helpers/test-tool-ui'

const tool = defineTool({
  name: 'web_search',
  ui: testToolUi('web_search'),
  description: 'Search.',
  input: z.object({
    query: z.string().describe('Search query'),
    freshness: z.enum(['noLimit', 'oneDay']).default('noLimit').describe('Time range filter'),
    count: z.number().int().min(1).max(50).default(10),
    ratio: z.number().optional(),
    exact: z.boolean().default(false),
    version: z.number().int().nullable().optional(),
    mode: z.literal('fast').optional(),
    tags: z.array(z.string()).optional(),
    filter: z.object({ year: z.number() }).optional(),
  }),
  execute: async () => toolResult(''),
})

describe('describeParameters', () => {
  it('derives the coercion table from the zod schema, in schema order', () => {
    expect(describeParameters(tool)).toEqual([
      { name: 'query', type: 'string', required: true, description: 'Search query', nullable: false },
      {
        name: 'freshness',
        type: 'string',
        required: false,
        description: 'Time range filter',
        default: 'noLimit',
        enum: ['noLimit', 'oneDay'],
        nullable: false,
      },
      { name: 'count', type: 'integer', required: false, description: '', default: 10, nullable: false },
      { name: 'ratio', type: 'number', required: false, description: '', nullable: false },
      { name: 'exact', type: 'boolean', required: false, description: '', default: false, nullable: false },
      { name: 'version', type: 'integer', required: false, description: '', nullable: true },
      { name: 'mode', type: 'string', required: false, description: '', enum: ['fast'], nullable: false },
      { name: 'tags', type: 'array', required: false, description: '', nullable: false },
      { name: 'filter', type: 'object', required: false, description: '', nullable: false },
    ])
  })

  it('gives providers the input-side JSON Schema without the dialect key', () => {
    const schema = toolInputJsonSchema(tool)
    expect(schema.$schema).toBeUndefined()
    expect(schema.type).toBe('object')
    expect(schema.required).toEqual(['query'])
    expect(schema.properties).toMatchObject({ count: { type: 'integer', default: 10, minimum: 1, maximum: 50 } })
  })
})
