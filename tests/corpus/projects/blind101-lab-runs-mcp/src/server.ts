// Builds the lab-runs McpServer (SDK 2.x); each tool verifies its own requestState with the sealer that minted it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/server';
import { listInstruments } from './db.js';
import { labIdOf } from './state/codec.js';
import { registerRunTools } from './tools/runs.js';
import { registerSampleTools } from './tools/samples.js';

export function buildServer(deps) {
  const server = new McpServer({ name: 'lab-runs', version: '0.6.1' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_instruments',
    {
      description: 'List the instruments in your lab and their current status.',
      annotations: { readOnlyHint: true },
    },
    async (ctx) => {
      const labId = labIdOf(ctx);
      if (!labId) return { isError: true, content: [{ type: 'text', text: 'Authentication required.' }] };
      const rows = await listInstruments(deps.db, labId);
      return {
        content: [{ type: 'text', text: rows.map((r) => `${r._id}  ${r.name} (${r.model})  ${r.status}`).join('\n') || 'No instruments.' }],
        structuredContent: { instruments: rows },
      };
    },
  );

  registerRunTools(server, deps);
  registerSampleTools(server, deps);
  return server;
}
