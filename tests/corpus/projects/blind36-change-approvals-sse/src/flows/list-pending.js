import { createHash } from 'node:crypto';
import { callerOf, changes } from '../changes-api.js';

const TOOL = 'list_pending_changes';

export const definition = {
  name: TOOL,
  title: 'Pending changes',
  description: "List a team's changes waiting for approval, a page at a time.",
  inputSchema: {
    type: 'object',
    properties: { team: { type: 'string', pattern: '^[a-z][a-z0-9-]+$' } },
    required: ['team'],
  },
  annotations: { readOnlyHint: true },
};

const render = (items) => items.map((c) => `• ${c.id} ${c.environment.padEnd(10)} ${c.title} (${c.author})`).join('\n');

export async function handle(params, extra, { signer }) {
  const caller = callerOf(extra);
  const team = String(params.arguments?.team ?? '');
  const binding = {
    userId: caller.userId,
    tool: TOOL,
    argsDigest: createHash('sha256').update(team).digest('base64url'),
  };

  let cursor = { nextToken: undefined, shown: 0 };
  if (params.requestState !== undefined) {
    const opened = await signer.open(params.requestState, binding);
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Listing expired (${opened.reason}); run it again.` }] };
    if (params.inputResponses?.more?.action !== 'accept') return { content: [{ type: 'text', text: 'Done.' }] };
    cursor = opened.state;
  }

  const page = await changes.pending(caller, team, cursor.nextToken);
  if (!page) return { isError: true, content: [{ type: 'text', text: `No team ${team}.` }] };
  const shown = cursor.shown + page.items.length;
  const text = `${render(page.items)}\n(${shown} of ${page.total})`;

  if (!page.nextPageToken) return { content: [{ type: 'text', text }] };
  return {
    resultType: 'input_required',
    inputRequests: {
      more: {
        method: 'elicitation/create',
        params: { mode: 'form', message: `${text}\nShow more?`, requestedSchema: { type: 'object', properties: {} } },
      },
    },
    requestState: await signer.seal({ nextToken: page.nextPageToken, shown }, binding),
  };
}
