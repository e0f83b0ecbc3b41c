// Wires configuration, keys, database, SMS and tools into a fetch handler shared by every runtime.
// @ts-nocheck
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { isOperator, patientAuth } from './auth';
import { createDb } from './db';
import { deriveStateKeys } from './keys';
import { requireVar, type Bindings } from './runtime/env';
import { createSms } from './sms';
import { makeCancelCodec } from './state/codec';
import { registerBookingTools } from './tools/booking';
import { registerHistoryTool } from './tools/history';

const API_VERSION = '2026-07-28';

export async function createApp(bindings?: Bindings) {
  const db = createDb(requireVar('DATABASE_URL', bindings));
  const sms = createSms({
    baseUrl: requireVar('SMS_BASE_URL', bindings),
    accountSid: requireVar('SMS_ACCOUNT_SID', bindings),
    authToken: requireVar('SMS_AUTH_TOKEN', bindings),
    fromNumber: requireVar('SMS_FROM', bindings),
  });
  const { codecKey, boxKey } = await deriveStateKeys(requireVar('CLINICBOOK_MASTER_KEY', bindings));
  const operatorKey = requireVar('CLINICBOOK_OPERATOR_KEY', bindings);
  const resource = requireVar('CLINICBOOK_RESOURCE_URL', bindings);

  const deps = { db, sms, boxKey, cancelCodec: makeCancelCodec(codecKey), apiVersion: API_VERSION };
  const authenticate = patientAuth({
    introspectionUrl: requireVar('AUTH_INTROSPECTION_URL', bindings),
    clientId: requireVar('AUTH_CLIENT_ID', bindings),
    clientSecret: requireVar('AUTH_CLIENT_SECRET', bindings),
    resource,
  });

  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: 'clinicbook', version: '0.7.0' }, { capabilities: { tools: {} } });
    registerBookingTools(server, deps);
    registerHistoryTool(server, deps);
    return server;
  });

  async function sendReminders(): Promise<number> {
    const due = await db.dueReminders();
    for (const appt of due) {
      await sms.send(appt.phone, `ClinicBook reminder: appointment on ${new Date(appt.starts_at).toUTCString()}.`);
      await db.markReminded(appt.id);
    }
    return due.length;
  }

  return {
    sendReminders,
    async fetch(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (pathname === '/healthz') return Response.json({ ok: true, apiVersion: API_VERSION });
      if (pathname === '/internal/reminders' && request.method === 'POST') {
        if (!(await isOperator(request, operatorKey))) return new Response('forbidden', { status: 403 });
        return Response.json({ sent: await sendReminders() });
      }
      if (pathname !== '/mcp') return new Response('not found', { status: 404 });
      const auth = await authenticate(request);
      if (auth instanceof Response) return auth;
      return mcp.fetch(request, { authInfo: auth });
    },
  };
}
