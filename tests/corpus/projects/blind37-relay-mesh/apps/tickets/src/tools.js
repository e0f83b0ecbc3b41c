import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { signer } from './signer-client.js';
import { pending } from './pending.js';

const HELPDESK = process.env.HELPDESK_API_URL ?? 'http://helpdesk-api.relay.svc:8080';
const HANDLE_PREFIX = 'pnd_';
const MERGE_WINDOW_SECONDS = 300;

const say = (text, isError = false) => ({ content: [{ type: 'text', text }], isError });

async function helpdesk(path, userId, init = {}) {
  const res = await fetch(`${HELPDESK}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-acting-user': userId, ...init.headers },
  });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`helpdesk ${path}: ${res.status}`);
  return res.json();
}

function userOf(ctx) {
  const userId = ctx.http?.authInfo?.extra?.userId;
  if (typeof userId !== 'string' || !userId) throw new Error('no authenticated user on this request');
  return userId;
}

export function registerTicketTools(server) {
  server.registerTool(
    'close_ticket',
    {
      description: 'Close a ticket with a resolution note. The requester is notified.',
      inputSchema: z.object({ ticketId: z.string().regex(/^T-\d+$/), resolution: z.string().min(3).max(2000) }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const userId = userOf(ctx);
      const binding = { userId, tool: 'close_ticket', args };
      const token = ctx.mcpReq.requestState();

      if (token === undefined) {
        const ticket = await helpdesk(`/tickets/${args.ticketId}`, userId);
        if (!ticket) return say(`${args.ticketId} does not exist or is not yours.`, true);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Close ${args.ticketId} (“${ticket.subject}”) and e-mail ${ticket.requester.email}?`,
              requestedSchema: { type: 'object', properties: { notify: { type: 'boolean', default: true } } },
            }),
          },
          requestState: await signer.seal({ step: 'confirm', subject: ticket.subject }, binding),
        });
      }

      const opened = await signer.open(token, binding);
      if (!opened.ok) return say(`That confirmation can't be used (${opened.reason}). Ask again.`, true);
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer) return say(`${args.ticketId} stays open.`);

      await helpdesk(`/tickets/${args.ticketId}/close`, userId, {
        method: 'POST',
        body: JSON.stringify({ resolution: args.resolution, notifyRequester: answer.notify !== false }),
      });
      return say(`Closed ${args.ticketId} (“${opened.state.subject}”).`);
    },
  );

  server.registerTool(
    'merge_tickets',
    {
      description: 'Merge a duplicate ticket into another one. The duplicate is closed and its messages moved.',
      inputSchema: z.object({ survivorId: z.string().regex(/^T-\d+$/), duplicateId: z.string().regex(/^T-\d+$/) }),
      annotations: { destructiveHint: true },
    },
    async ({ survivorId, duplicateId }, ctx) => {
      const userId = userOf(ctx);
      const token = ctx.mcpReq.requestState();

      if (token === undefined) {
        const [survivor, duplicate] = await Promise.all([
          helpdesk(`/tickets/${survivorId}`, userId),
          helpdesk(`/tickets/${duplicateId}`, userId),
        ]);
        if (!survivor || !duplicate) return say('Both tickets must exist and be visible to you.', true);
        const handle = randomBytes(24).toString('base64url');
        await pending.put(
          handle,
          { userId, tool: 'merge_tickets', survivorId, duplicateId, expiresAt: Date.now() + MERGE_WINDOW_SECONDS * 1000 },
          MERGE_WINDOW_SECONDS,
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Merge ${duplicateId} (${duplicate.messageCount} messages) into ${survivorId}? This can't be undone.`,
              requestedSchema: { type: 'object', properties: { merge: { type: 'boolean' } }, required: ['merge'] },
            }),
          },
          requestState: `${HANDLE_PREFIX}${handle}`,
        });
      }

      if (!token.startsWith(HANDLE_PREFIX)) return say('Unknown confirmation. Ask again.', true);
      const handle = token.slice(HANDLE_PREFIX.length);
      const record = await pending.get(handle);
      if (
        !record ||
        record.userId !== userId ||
        record.tool !== 'merge_tickets' ||
        record.expiresAt <= Date.now() ||
        record.survivorId !== survivorId ||
        record.duplicateId !== duplicateId
      ) {
        return say('That confirmation is not valid for this merge. Ask again.', true);
      }
      await pending.delete(handle);

      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.merge !== true) return say('Nothing merged.');
      await helpdesk(`/tickets/${survivorId}/merge`, userId, { method: 'POST', body: JSON.stringify({ duplicateId }) });
      return say(`Merged ${duplicateId} into ${survivorId}.`);
    },
  );
}
