// CRM plugin with a merge_contacts tool that confirms before merging duplicate contacts into a primary.
// @ts-nocheck
import type { CrmPlugin } from './types';
import { elicit } from './types';

async function crm(baseUrl: string, apiKey: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`crm ${path} ${res.status}`);
  return res.json() as Promise<any>;
}

const sameSet = (a: unknown, b: string[]) =>
  Array.isArray(a) && a.length === b.length && b.every((id) => a.includes(id));

const contactsPlugin: CrmPlugin = {
  name: 'contacts',
  setup({ pipeline, tenants }) {
    pipeline.register({
      name: 'merge_contacts',
      description: 'Merge duplicate contacts into a primary record. Duplicates are deleted.',
      inputSchema: {
        type: 'object',
        properties: { primaryId: { type: 'string' }, duplicateIds: { type: 'array', items: { type: 'string' } } },
        required: ['primaryId', 'duplicateIds'],
      },
      annotations: { destructiveHint: true },
      async handler(call) {
        const primaryId = String(call.args.primaryId);
        const duplicateIds = (call.args.duplicateIds as string[]).map(String);
        const tenant = await tenants.get(call.tenantId);

        if (call.resume) {
          if (call.resume.primaryId !== primaryId || !sameSet(call.resume.duplicateIds, duplicateIds)) {
            return { isError: true, content: [{ type: 'text', text: 'Confirmation was for a different merge.' }] };
          }
          const answer = call.params.inputResponses?.confirm;
          if (answer?.action !== 'accept' || answer.content?.confirm !== true) {
            return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
          }
          await crm(tenant.crmBaseUrl, tenant.apiKey, `/contacts/${primaryId}/merge`, {
            method: 'POST',
            body: JSON.stringify({ duplicates: duplicateIds }),
          });
          return { content: [{ type: 'text', text: `Merged ${duplicateIds.length} contacts into ${primaryId}.` }] };
        }

        const primary = await crm(tenant.crmBaseUrl, tenant.apiKey, `/contacts/${primaryId}`);
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: elicit(
              `Merge ${duplicateIds.length} duplicates into ${primary.name} <${primary.email}>? This deletes them.`,
              { confirm: { type: 'boolean' } },
              ['confirm'],
            ),
          },
          requestState: { primaryId, duplicateIds },
        };
      },
    });
  },
};

export default contactsPlugin;
