import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { settings } from '../settings.js';

/** Every continuation names the tool that minted it; each handler refuses the others'. */
export type WikiState =
  | { tool: 'delete_space'; spaceKey: string; pageCount: number }
  | { tool: 'summarize_space'; spaceKey: string; maxTokens: number; tokenCount: number; nextPageToken: string | null }
  | { tool: 'import_confluence'; handle: string };

export interface McpContextLike {
  http?: { authInfo?: { clientId: string; extra?: Record<string, unknown> } };
  mcpReq: { method: string };
}

export function userIdOf(ctx: McpContextLike): string {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId.length === 0) {
    throw new Error('wiki MCP tools are only served over authenticated HTTP');
  }
  return userId;
}

export const wikiStateCodec = createRequestStateCodec<WikiState>({
  key: settings.mcp.stateKey,
  ttlSeconds: settings.mcp.stateTtlSeconds,
  // The method is always tools/call today; it is in the binding so a future prompts/get flow cannot reuse it.
  bind: (ctx) => `${userIdOf(ctx)}:${ctx.mcpReq.method}`,
});
