import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { config } from './config.js';
import authenticate from './middleware/authenticate.js';
import { createSealer } from './state/sealer.js';
import { PlanStore } from './store/plans.js';
import { MailApi } from './services/mail-api.js';
import { purgeMailbox, syncCalendar } from './tools/index.js';
import { createDispatcher, PROTOCOL_VERSION } from './rpc.js';

// Built once per container, reused across warm invocations.
const sealer = createSealer({ key: config.stateKey, ttlSeconds: config.stateTtlSeconds });
const plans = new PlanStore({ table: config.plansTable, ttlSeconds: config.stateTtlSeconds });
const mail = new MailApi({ baseUrl: config.mailApiBase, vaultBase: config.tokenVaultBase });

const dispatch = createDispatcher([
  purgeMailbox({ sealer, plans, mail }),
  syncCalendar({ sealer, mail, webhookUrl: `${config.mailApiBase}/hooks/dashboard` }),
]);

async function mcpEndpoint(event, context) {
  const version = event.headers?.['mcp-protocol-version'];
  if (version && version !== PROTOCOL_VERSION) {
    return { statusCode: 400, body: JSON.stringify({ error: `unsupported protocol version ${version}` }) };
  }
  const response = await dispatch(event.body, context.user);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(response),
  };
}

export const handler = middy(mcpEndpoint)
  .use(httpJsonBodyParser())
  .use(authenticate({ issuer: config.issuer, audience: config.audience }))
  .use(httpErrorHandler());
