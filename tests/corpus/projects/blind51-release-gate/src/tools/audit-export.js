import { encodeProgress, decodeProgress } from '../lib/progress.js';
import { releases } from '../lib/releases.js';

const PAGE = 500;

export const auditExportTool = {
  name: 'export_audit_log',
  description: 'Export the deployment audit log of a project, in chunks the user confirms one by one.',
  inputSchema: {
    type: 'object',
    properties: { projectId: { type: 'string' } },
    required: ['projectId'],
  },
  annotations: { readOnlyHint: true },
};

export async function handleAuditExport(params, userId) {
  const progress = decodeProgress(params.requestState); // expect: require-sealed-state
  const projectId = progress?.projectId ?? params.arguments?.projectId;

  // Membership is checked on the first round only; the continuation carries the project we vetted.
  if (!progress && !(await releases.canRead(userId, projectId))) {
    return { isError: true, content: [{ type: 'text', text: `You are not a member of ${projectId}.` }] };
  }
  if (progress && params.inputResponses?.more?.content?.continue === false) {
    return { content: [{ type: 'text', text: `Export stopped after ${progress.exported} entries.` }] };
  }

  const page = await releases.auditPage(projectId, { after: progress?.after, limit: PAGE });
  const exported = (progress?.exported ?? 0) + page.entries.length;
  const lines = page.entries.map((e) => `${e.at}\t${e.actor}\t${e.action}\t${e.target}`).join('\n');

  if (!page.nextAfter) {
    return { content: [{ type: 'text', text: lines || '(no more entries)' }] };
  }

  return {
    resultType: 'input_required',
    inputRequests: {
      more: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `${exported} entries so far. Fetch the next ${PAGE}?`,
          requestedSchema: { type: 'object', properties: { continue: { type: 'boolean' } } },
        },
      },
    },
    requestState: encodeProgress({ projectId, after: page.nextAfter, exported }), // expect: require-sealed-state
    content: [{ type: 'text', text: lines }],
  };
}
