import { McpServer, type AuthInfo } from '@modelcontextprotocol/server';
import { registerDeleteList } from './tools/delete-list';
import { registerDraftAnnouncement } from './tools/draft-announcement';

export interface Caller {
  userId: string;
  orgId: string;
}

export function callerOf(ctx: { http?: { authInfo?: AuthInfo } }): Caller {
  const extra = ctx.http?.authInfo?.extra as { userId?: unknown; orgId?: unknown } | undefined;
  if (typeof extra?.userId !== 'string' || typeof extra.orgId !== 'string') {
    throw new Error('announce-edge needs a signed-in user of an organisation');
  }
  return { userId: extra.userId, orgId: extra.orgId };
}

export const toolError = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });
export const say = (text: string) => ({ content: [{ type: 'text' as const, text }] });

export function buildServer(): McpServer {
  const server = new McpServer({ name: 'announce-edge', version: '0.9.0' }, { capabilities: { tools: {} } });
  registerDraftAnnouncement(server);
  registerDeleteList(server);
  return server;
}
