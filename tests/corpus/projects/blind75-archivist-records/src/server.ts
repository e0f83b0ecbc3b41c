// Creates a fully configured McpServer for one request, with state verification switched on.
// @ts-nocheck
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { registerPurgeRecord } from './tools/purgeRecord.js';
import { registerRestoreVersion } from './tools/restoreVersion.js';

const DEFAULT_INFO = { name: 'archivist-records', version: '3.1.4' };

export function createServerFactory(deps, { info = DEFAULT_INFO, instructions } = {}) {
  return () => {
    const server = new McpServer(info, {
      capabilities: { tools: {} },
      instructions,
      requestState: { verify: deps.codec.verify },
    });

    server.registerTool(
      'search_records',
      {
        description: 'Full-text search over archived records in your department.',
        inputSchema: { query: z.string().min(2).max(200), limit: z.number().int().min(1).max(50).optional() },
        annotations: { readOnlyHint: true },
      },
      async ({ query, limit }, ctx) => {
        const department = ctx.http?.authInfo?.extra?.department;
        const found = await deps.vault.search(query, { department, limit });
        const hits = found?.hits ?? [];
        return {
          content: [{ type: 'text', text: hits.map((h) => `${h.id}  ${h.title}`).join('\n') || 'No matches.' }],
          structuredContent: { hits },
        };
      },
    );

    registerPurgeRecord(server, deps);
    registerRestoreVersion(server, deps);
    return server;
  };
}
