// Builds the per-request McpServer: registration, disposal and a read-only custody view.
import { z } from 'zod';
import { McpServer } from '@modelcontextprotocol/server';
import { callerOf } from './auth.js';
import { registerSampleTool } from './tools/registerSample.js';
import { disposeSampleTool } from './tools/disposeSample.js';

export function buildMcpServer(deps) {
  const server = new McpServer(
    { name: 'labtrack', version: '0.4.1' },
    { capabilities: { tools: {} } },
  );

  registerSampleTool(server, deps);
  disposeSampleTool(server, deps);

  server.registerTool(
    'sample_custody',
    {
      description: 'Show where a sample is stored and its chain-of-custody history.',
      inputSchema: z.object({ sampleId: z.string().regex(/^S-[0-9]{6}$/) }),
      annotations: { readOnlyHint: true },
    },
    async ({ sampleId }, ctx) => {
      const caller = callerOf(ctx, 'samples:read');
      const sample = await deps.db.sample(caller.labId, sampleId);
      if (!sample) return { isError: true, content: [{ type: 'text', text: `No sample ${sampleId} in your lab.` }] };
      const events = await deps.db.custody(sampleId);
      const lines = [
        `${sample.id}: ${sample.kind}, ${sample.volume_ul} µL, ${sample.status} at ${sample.freezer}/${sample.rack}/${sample.slot}`,
        ...events.map((e) => `  ${new Date(e.at).toISOString()}  ${e.action}  by ${e.actor}  @ ${e.location}`),
      ];
      return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { sample, events } };
    },
  );

  return server;
}
