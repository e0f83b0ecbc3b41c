// Clinic scheduler HTTP entry point (Hono): the MCP endpoint for staff assistants and the EHR webhook receiver.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { isAuthenticEhrWebhook, loadMasterSecret, subkeyFor } from '../../../packages/shared-crypto/src/index.js';
import { staffGuard } from '../../../packages/shared-auth/src/index.js';
import { clinicHandler } from '../../../packages/mcp-host/src/index.js';
import { fhirClient } from './fhir.js';
import { openStore } from './store.js';
import { bookAppointment } from './tools/book.js';
import { cancelAppointment } from './tools/cancel.js';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const master = loadMasterSecret();
const stateKey = subkeyFor(master, 'mcp-request-state');

const webhookSecret = Buffer.from(need('EHR_WEBHOOK_SECRET'), 'base64');
if (webhookSecret.length < 32) throw new Error('EHR_WEBHOOK_SECRET must decode to at least 32 bytes');

const store = openStore({ redisUrl: need('REDIS_URL'), databaseUrl: need('DATABASE_URL') });
const fhir = fhirClient({
  baseUrl: need('FHIR_BASE_URL'),
  tokenUrl: need('FHIR_TOKEN_URL'),
  clientId: need('FHIR_CLIENT_ID'),
  clientSecret: need('FHIR_CLIENT_SECRET'),
});

const mcp = clinicHandler(stateKey, [bookAppointment({ fhir, store }), cancelAppointment({ fhir, store })]);
const guard = staffGuard({ issuer: need('OIDC_ISSUER'), audience: process.env.OIDC_AUDIENCE ?? 'clinic-scheduler' });

const app = new Hono();

app.get('/healthz', (c) => c.text('ok'));

app.all('/mcp', async (c) => {
  const auth = await guard(c.req.raw);
  if (auth instanceof Response) return auth;
  return mcp.fetch(c.req.raw, { authInfo: auth });
});

app.post('/webhooks/ehr', async (c) => {
  const body = await c.req.text();
  if (!isAuthenticEhrWebhook(webhookSecret, c.req.header('x-ehr-signature'), body)) {
    return c.text('invalid signature', 401);
  }
  const event = JSON.parse(body);
  if (event.resourceType === 'Appointment') {
    if (event.practitionerId) await store.invalidateSlots(event.practitionerId);
    if (event.status === 'cancelled') await store.dropReminders(event.id);
  }
  return c.body(null, 204);
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8080) }, (info) => {
  console.log(`clinic-scheduler listening on :${info.port}`);
});
