import { z } from 'zod'
import type { AnyToolDefinition } from './define-tool'
import { MALFORMED_TOOL_NAME, RESERVED_TOOL_NAMES } from './reserved-names'
import { type ProviderToolDefinition, providerToolDefinition, toolInputJsonSchema } from './tool-json-schema'

export class ToolNameCollisionError extends Error {
  constructor(
    readonly toolName: string,
    readonly collidesWith: 'reserved' | 'builtin' | 'custom',
  ) {
    super(
      `A custom tool cannot be named "${toolName}": that name belongs to a ${collidesWith === 'reserved' ? 'reserved' : collidesWith} tool. Rename the custom tool (for example "my_${toolName}").`,
    )
    this.name = 'ToolNameCollisionError'
  }
}

/**
 * Tools that come and go while the engine runs (an MCP server's tools appear when it starts). The registry consults
 * the source on every lookup; `prepare` runs before a run reads the tool list (it starts servers, time-bounded).
 */
export interface ToolSource {
  tools(): readonly AnyToolDefinition[]
  prepare?(): Promise<void>
}

const toolNamePattern = /^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/

/**
 * name → tool. Built-in tools are added with `add` (a second add of a name is a programming error, `replace` swaps an
 * instance on purpose); custom tools (MCP, user) with `addCustom`, which refuses reserved and existing names.
 * `definitions()` is sorted by name so the prompt prefix stays stable across calls (prompt-cache hits). Attached
 * sources add tools that may change between runs; a source's tool never shadows a registered one.
 */
export class ToolRegistry {
  private readonly tools = new Map<string, AnyToolDefinition>()
  private readonly custom = new Set<string>()
  private readonly sources: ToolSource[] = []

  static empty(): ToolRegistry {
    return new ToolRegistry()
  }

  static of(tools: readonly AnyToolDefinition[]): ToolRegistry {
    const registry = new ToolRegistry()
    for (const tool of tools) registry.add(tool)
    return registry
  }

  add(tool: AnyToolDefinition): this {
    checkTool(tool)
    if (this.tools.has(tool.name)) {
      throw new Error(`Tool "${tool.name}" is already registered; use replace() to swap its implementation.`)
    }
    this.tools.set(tool.name, tool)
    return this
  }

  addCustom(tool: AnyToolDefinition): this {
    checkTool(tool)
    if (RESERVED_TOOL_NAMES.includes(tool.name)) throw new ToolNameCollisionError(tool.name, 'reserved')
    if (this.tools.has(tool.name)) {
      throw new ToolNameCollisionError(tool.name, this.custom.has(tool.name) ? 'custom' : 'builtin')
    }
    this.tools.set(tool.name, tool)
    this.custom.add(tool.name)
    return this
  }

  replace(tool: AnyToolDefinition): this {
    if (!this.tools.has(tool.name))
      throw new Error(`Cannot replace "${tool.name}": no tool of that name is registered.`)
    this.tools.set(tool.name, tool)
    return this
  }

  attachSource(source: ToolSource): this {
    this.sources.push(source)
    return this
  }

  /** Lets every attached source get ready (MCP servers start); call before reading the tool list for a run. */
  async prepare(): Promise<void> {
    await Promise.all(this.sources.map((source) => source.prepare?.()))
  }

  get(name: string): AnyToolDefinition | undefined {
    return this.tools.get(name) ?? this.sourceTools().get(name)
  }

  has(name: string): boolean {
    return this.get(name) !== undefined
  }

  get size(): number {
    return this.tools.size + this.sourceTools().size
  }

  /** Tools sorted by name; with a whitelist, only the tools it names (an agent's `tools` list). */
  list(whitelist?: readonly string[] | null): AnyToolDefinition[] {
    const allowed = whitelist ? new Set(whitelist) : null
    return [...this.tools.values(), ...this.sourceTools().values()]
      .filter((tool) => !allowed || allowed.has(tool.name))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }

  names(whitelist?: readonly string[] | null): string[] {
    return this.list(whitelist).map((tool) => tool.name)
  }

  /** Provider tool definitions, sorted by name. */
  definitions(whitelist?: readonly string[] | null): ProviderToolDefinition[] {
    return this.list(whitelist).map(providerToolDefinition)
  }

  /** A new registry holding only the whitelisted tools (for a subagent or a restricted agent). */
  restrictTo(whitelist: readonly string[]): ToolRegistry {
    const restricted = new ToolRegistry()
    for (const tool of this.list(whitelist)) {
      restricted.tools.set(tool.name, tool)
      if (this.custom.has(tool.name)) restricted.custom.add(tool.name)
    }
    return restricted
  }

  /** The sources' tools that are well-formed and take no registered name; the first source to offer a name wins. */
  private sourceTools(): Map<string, AnyToolDefinition> {
    const found = new Map<string, AnyToolDefinition>()
    for (const source of this.sources) {
      for (const tool of source.tools()) {
        if (this.tools.has(tool.name) || found.has(tool.name) || RESERVED_TOOL_NAMES.includes(tool.name)) continue
        if (toolNamePattern.test(tool.name)) found.set(tool.name, tool)
      }
    }
    return found
  }
}

function checkTool(tool: AnyToolDefinition): void {
  checkName(tool.name)
  // A zod object always converts to an object schema; converting every built-in tool's schema at start-up is slow.
  const declaredAsObject = !tool.inputJsonSchema && tool.input instanceof z.ZodObject
  if (!declaredAsObject && toolInputJsonSchema(tool).type !== 'object') {
    throw new Error(`Tool "${tool.name}" must take a z.object(...) input: models pass arguments as named parameters.`)
  }
}

function checkName(name: string): void {
  if (name === MALFORMED_TOOL_NAME || !toolNamePattern.test(name)) {
    throw new Error(
      `Invalid tool name "${name}": use letters, digits, "_" or "-", starting with a letter (at most 64 characters).`,
    )
  }
}
