// CRM plugin with an export_segment tool that asks for a file format and queues a bulk segment export.
// @ts-nocheck
import type { CrmPlugin } from './types';
import { elicit } from './types';

const FORMATS = ['csv', 'xlsx', 'json'] as const;

const exportsPlugin: CrmPlugin = {
  name: 'exports',
  setup({ pipeline, tenants }) {
    pipeline.register({
      name: 'export_segment',
      description: 'Export the contacts of a saved segment; asks for format and columns.',
      inputSchema: {
        type: 'object',
        properties: { segmentId: { type: 'string' } },
        required: ['segmentId'],
      },
      async handler(call) {
        if (call.resume) {
          const answer = call.params.inputResponses?.options;
          if (answer?.action !== 'accept') return { content: [{ type: 'text', text: 'Export cancelled.' }] };
          const format = String(answer.content?.format ?? 'csv');
          const res = await fetch(`${call.resume.crmBaseUrl}/bulk/exports`, {
            method: 'POST',
            headers: { 'x-api-key': String(call.resume.bulkApiKey), 'content-type': 'application/json' },
            body: JSON.stringify({ segment: call.resume.segmentId, format, requestedBy: call.userId }),
          });
          const job = (await res.json()) as { id: string; eta: string };
          return { content: [{ type: 'text', text: `Export ${job.id} queued, ready around ${job.eta}.` }] };
        }

        // Tenant lookup goes through the config service (slow, rate limited),
        // so carry what the second round needs along with the state.
        const tenant = await tenants.get(call.tenantId);
        return {
          resultType: 'input_required',
          inputRequests: {
            options: elicit('Which format should the export use?', { format: { type: 'string', enum: FORMATS } }, ['format']),
          },
          requestState: {
            segmentId: String(call.args.segmentId),
            crmBaseUrl: tenant.crmBaseUrl,
            bulkApiKey: tenant.apiKey, // expect: no-secrets-in-state
          },
        };
      },
    });
  },
};

export default exportsPlugin;
