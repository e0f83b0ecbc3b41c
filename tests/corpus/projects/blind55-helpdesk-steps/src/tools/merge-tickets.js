// merge_tickets: start -> (confirmation) -> confirm
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { stepRouter } from '../runtime/steps.js';
import { issueStateToken } from '../state/tokens.js';
import { createDraft } from '../state/drafts.js';
import { callerOf } from '../auth.js';

export const name = 'merge_tickets';

export const config = {
  title: 'Merge duplicate tickets',
  description: 'Merge a duplicate ticket into a surviving one. The duplicate is closed and its thread moved.',
  inputSchema: z.object({ survivorId: z.string(), duplicateId: z.string() }),
  annotations: { destructiveHint: true },
};

const api = async (path, init = {}) => {
  const res = await fetch(`${process.env.HELPDESK_API_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.HELPDESK_API_TOKEN}` },
  });
  if (!res.ok) throw new Error(`helpdesk API ${path}: ${res.status}`);
  return res.json();
};

async function start({ survivorId, duplicateId }, ctx) {
  const userId = callerOf(ctx);
  const [survivor, duplicate] = await Promise.all([api(`/tickets/${survivorId}`), api(`/tickets/${duplicateId}`)]);
  const draftId = createDraft(userId, { preview: { survivor: survivor.subject, duplicate: duplicate.subject } });
  // hold both tickets so nobody replies on the duplicate while the agent decides
  await Promise.all([survivorId, duplicateId].map((id) => api(`/tickets/${id}/hold`, { method: 'POST', body: JSON.stringify({ by: userId }) })));

  return inputRequired({
    inputRequests: {
      confirm: inputRequired.elicit({
        message: `Merge #${duplicate.number} "${duplicate.subject}" (${duplicate.messageCount} messages) into #${survivor.number}?`,
        requestedSchema: z.object({ confirm: z.boolean() }),
      }),
    },
    requestState: issueStateToken('confirm', { draftId, survivorId, duplicateId }, { userId, tool: name }),
  });
}

async function confirm(_args, ctx, claims) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (answer?.confirm !== true) return { content: [{ type: 'text', text: 'Not merged.' }] };

  await api(`/tickets/${claims.survivorId}/merge`, {
    method: 'POST',
    body: JSON.stringify({ duplicateId: claims.duplicateId, mergedBy: callerOf(ctx) }),
  });
  return { content: [{ type: 'text', text: `Merged ${claims.duplicateId} into ${claims.survivorId}.` }] };
}

async function cancel(claims) {
  const held = [claims.survivorId, claims.duplicateId].filter(Boolean);
  await Promise.all(held.map((id) => api(`/tickets/${id}/hold`, { method: 'DELETE' })));
}

export const handle = stepRouter(name, { start, confirm, cancel });
