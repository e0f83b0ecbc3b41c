// A Cloudflare Worker (SDK 2.x) whose tools hand out signed envelopes {data, mac}: made by ./envelope.js or inline; one uses a bare hash.
import { createHash, createHmac } from 'node:crypto';
import { McpServer, createMcpHandler, inputRequired } from '@modelcontextprotocol/server';
import { unwrap, wrap } from './envelope.js';

function buildServer(env) {
  const server = new McpServer({ name: 'pager', version: '0.8.0' });

  server.registerTool('ack_incident', { description: 'Acknowledge an incident' }, async ({ incidentId }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const raw = ctx.mcpReq.requestState();
    const state = raw ? unwrap(raw, env.PAGER_STATE_KEY, userId, 'ack_incident') : null;
    if (!state) {
      return inputRequired({ inputRequests: {}, requestState: wrap({ incidentId, userId, tool: 'ack_incident', exp: Date.now() + 300_000 }, env.PAGER_STATE_KEY) });
    }
    return { content: [{ type: 'text', text: `Acknowledged ${state.incidentId}` }] };
  });

  server.registerTool('snooze_incident', { description: 'Snooze an incident' }, async ({ incidentId }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const data = JSON.stringify({ incidentId, userId, tool: 'snooze_incident', exp: Date.now() + 300_000 });
    const envelope = JSON.stringify({ data, mac: createHmac('sha256', env.PAGER_STATE_KEY).update(data).digest('hex') });
    return inputRequired({ inputRequests: {}, requestState: Buffer.from(envelope).toString('base64url') });
  });

  server.registerTool('reassign_incident', { description: 'Reassign an incident' }, async ({ incidentId, to }, ctx) => {
    const userId = String(ctx.http?.authInfo?.extra?.userId);
    const data = JSON.stringify({ incidentId, to, userId, tool: 'reassign_incident', exp: Date.now() + 300_000 });
    // a digest anyone can recompute: not a signature
    const envelope = JSON.stringify({ data, digest: createHash('sha256').update(data).digest('hex') });
    return inputRequired({ inputRequests: {}, requestState: Buffer.from(envelope).toString('base64url') }); // expect: require-sealed-state
  });
  return server;
}

export default {
  fetch(request, env) {
    return createMcpHandler(() => buildServer(env)).fetch(request);
  },
};
