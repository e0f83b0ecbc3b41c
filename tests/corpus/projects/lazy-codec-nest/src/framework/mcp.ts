// The app's in-house MCP framework module: it re-exports the SDK's factories under the same names.
// @ts-nocheck
export { createRequestStateCodec, inputRequired, McpServer } from '@modelcontextprotocol/server';
export type { ServerContext } from '@modelcontextprotocol/server';
