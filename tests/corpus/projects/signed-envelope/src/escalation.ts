// TypeScript escalation tools of the same Worker: a signed envelope built inline and handed out as JSON text.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { inputRequired, type McpServer } from '@modelcontextprotocol/server';

const STATE_KEY = process.env.PAGER_STATE_KEY as string;

export function registerEscalation(server: McpServer): void {
  server.registerTool('escalate_incident', { description: 'Escalate an incident' }, async ({ incidentId, level }: { incidentId: string; level: number }, ctx) => {
    const payload = { incidentId, level, userId: String(ctx.http?.authInfo?.extra?.userId), tool: 'escalate_incident', exp: Date.now() + 600_000 };
    const data = JSON.stringify(payload);
    const mac = createHmac('sha256', STATE_KEY).update(data).digest('base64url');
    return inputRequired({ inputRequests: {}, requestState: JSON.stringify({ data, mac }) });
  });

  server.registerTool('close_incident', { description: 'Close an incident' }, async ({ incidentId }: { incidentId: string }, ctx) => {
    const payload = { incidentId, userId: String(ctx.http?.authInfo?.extra?.userId), tool: 'close_incident', exp: Date.now() + 600_000 };
    const signature = createHmac('sha256', STATE_KEY).update(JSON.stringify(payload)).digest('hex');
    return inputRequired({ inputRequests: {}, requestState: btoa(JSON.stringify({ payload, signature })) });
  });
}
