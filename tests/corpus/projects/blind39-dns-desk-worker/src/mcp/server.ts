import { McpServer, type AuthInfo } from '@modelcontextprotocol/server';
import type { Bindings } from '../types';
import { registerDeleteRecord } from './tools/delete-record';
import { registerSearchRecords } from './tools/search-records';

export interface Caller {
  userId: string;
  zones: string[];
}

/** Who is calling: set by requireApiKey from the KV record of the bearer key. */
export function callerOf(ctx: { http?: { authInfo?: AuthInfo } }): Caller {
  const extra = ctx.http?.authInfo?.extra as { userId?: unknown; zones?: unknown } | undefined;
  if (typeof extra?.userId !== 'string' || !Array.isArray(extra.zones)) {
    throw new Error('dns-desk tools need an authenticated caller');
  }
  return { userId: extra.userId, zones: extra.zones as string[] };
}

export const refuse = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function buildServer(env: Bindings): McpServer {
  const server = new McpServer({ name: 'dns-desk', version: '1.1.0' }, { capabilities: { tools: {} } });
  registerSearchRecords(server, env);
  registerDeleteRecord(server, env);
  return server;
}
