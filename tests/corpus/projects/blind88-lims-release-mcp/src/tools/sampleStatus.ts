// sample_status tool: shows a sample's workflow state and its latest results.
// @ts-nocheck
import { z } from 'zod';
import { lims, LimsError } from '../lims/client.js';
import { toolError } from '../rounds.js';

export function registerSampleStatus(server) {
  server.registerTool(
    'sample_status',
    {
      title: 'Sample status',
      description: 'Look up a LIMS sample by id and summarise its status and latest results.',
      inputSchema: { sampleId: z.string().regex(/^S-\d{4}-\d{6}$/) },
      annotations: { readOnlyHint: true },
    },
    async ({ sampleId }) => {
      try {
        const [sample, results] = await Promise.all([lims.getSample(sampleId), lims.sampleResults(sampleId)]);
        const lines = results.items.map(
          (r) => `${r.analyte.padEnd(18)} ${String(r.value).padStart(10)} ${r.unit ?? ''}  spec ${r.spec ?? '-'}  ${r.oos ? 'OOS' : 'ok'}`,
        );
        return {
          content: [{ type: 'text', text: `${sample.id} (${sample.material}) — ${sample.status}\n${lines.join('\n')}` }],
          structuredContent: { sample, results: results.items },
        };
      } catch (err) {
        if (err instanceof LimsError && err.status === 404) return toolError(`Sample ${sampleId} not found.`);
        throw err;
      }
    },
  );
}
