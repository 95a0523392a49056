import type { ToolUiText } from '../../electron/shared/domain/tool-info'

/** Timeline texts for a tool that exists only in a test or a benchmark. */
export function testToolUi(name: string): ToolUiText {
  return {
    title: { en: name, 'zh-CN': name },
    doing: { en: `Running ${name}`, 'zh-CN': `正在运行 ${name}` },
    done: { en: `Ran ${name}`, 'zh-CN': `已运行 ${name}` },
  }
}
