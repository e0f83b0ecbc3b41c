'use strict';

const Fastify = require('fastify');
const { deriveStateKey } = require('./lib/keys');
const { createStateStore } = require('./lib/state');
const guards = require('./lib/guards');
const { BillingService } = require('./services/stripe');
const { buildToolRegistry } = require('./tools');

async function loadAccount(userId) {
  const res = await fetch(`${process.env.ACCOUNTS_URL}/users/${encodeURIComponent(userId)}`, {
    headers: { authorization: `Bearer ${process.env.ACCOUNTS_TOKEN}` },
  });
  return res.ok ? res.json() : null;
}

async function main() {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

  const store = createStateStore({ key: deriveStateKey({ key: process.env.BILLING_STATE_KEY }) }); // expect: no-weak-state-key
  const billing = new BillingService({ apiKey: process.env.STRIPE_SECRET_KEY, accountFor: loadAccount });

  await app.register(require('./plugins/auth'), {
    issuer: process.env.OIDC_ISSUER,
    audience: 'billing-mcp',
  });
  await app.register(require('./plugins/mcp'), {
    tools: buildToolRegistry({ billing, store, guards }),
  });

  app.get('/healthz', async () => ({ ok: true }));

  await app.listen({ port: Number(process.env.PORT ?? 3000), host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
