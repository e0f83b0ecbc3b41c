import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import * as rollback from '../tools/rollback.js';

type Runner = (params: any, userId: string) => Promise<unknown>;

const statusTool = {
  definition: {
    name: 'release_status',
    description: 'Show the live release for a service',
    inputSchema: { type: 'object', properties: { service: { type: 'string' } }, required: ['service'] },
    annotations: { readOnlyHint: true },
  },
  run: (async (params: any) => {
    const service = String(params.arguments?.service ?? '');
    return { content: [{ type: 'text', text: `${service}: see dashboard` }] };
  }) as Runner,
};

const table: Record<string, { definition: unknown; run: Runner }> = {
  [rollback.NAME]: { definition: rollback.definition, run: rollback.run as Runner },
  release_status: statusTool,
};

export function wireTools(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(table).map((t) => t.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = table[request.params.name];
    if (!entry) {
      return { isError: true, content: [{ type: 'text', text: `unknown tool ${request.params.name}` }] };
    }
    const userId = (extra.authInfo?.extra?.userId as string | undefined) ?? extra.authInfo?.clientId ?? 'anonymous';
    return (await entry.run(request.params, userId)) as any;
  });
}
