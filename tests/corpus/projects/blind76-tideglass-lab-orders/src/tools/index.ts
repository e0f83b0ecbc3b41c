// Builds the low-level SDK 1.x Server: tool list, dispatch by name, and the read-only list_results tool.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { results } from '../db.js';
import * as orderAnalysis from './orderAnalysis.js';
import * as withdrawSampleTool from './withdrawSample.js';

const listResults = {
  definition: {
    name: 'list_results',
    description: 'Show the reported results for one of your samples',
    inputSchema: { type: 'object', properties: { sampleId: { type: 'string', format: 'uuid' } }, required: ['sampleId'] },
    annotations: { readOnlyHint: true },
  },
  async handle(request, extra) {
    const rows = await results(extra.authInfo.extra.accountId, request.params.arguments?.sampleId);
    if (rows.length === 0) return { content: [{ type: 'text', text: 'No results reported yet.' }] };
    const text = rows.map((r) => `${r.analyte}: ${r.value} ${r.unit}${r.flag ? ` [${r.flag}]` : ''}`).join('\n');
    return { content: [{ type: 'text', text }], structuredContent: { results: rows } };
  },
};

export function buildServer() {
  const server = new Server({ name: 'tideglass-lab-orders', version: '0.12.1' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [orderAnalysis.definition, withdrawSampleTool.definition, listResults.definition],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    if (!extra.authInfo?.extra?.userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };
    try {
      switch (request.params.name) {
        case orderAnalysis.TOOL:
          return await orderAnalysis.handle(request, extra);
        case withdrawSampleTool.TOOL:
          return await withdrawSampleTool.handle(request, extra);
        case 'list_results':
          return await listResults.handle(request, extra);
        default:
          return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
      }
    } catch (e) {
      console.error(`[${request.params.name}]`, e);
      return { isError: true, content: [{ type: 'text', text: 'The server hit an error; nothing further was changed.' }] };
    }
  });

  return server;
}
