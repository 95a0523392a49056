/** The MCP SDK's client and the schemas it is used with, loaded when the first server starts (not with the engine). */
export async function loadMcpSdk() {
  const [{ Client }, { CallToolResultSchema, ToolListChangedNotificationSchema }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ])
  return { Client, CallToolResultSchema, ToolListChangedNotificationSchema }
}
