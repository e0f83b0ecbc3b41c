import { env } from './env.js';
import { createSealedBox } from './crypto/sealed-box.js';
import { PendingStore } from './lib/util.js';
import { createApp } from './server.js';
import { createRefundHandler, refundPaymentDefinition } from './tools/refund-payment.js';
import { createFindInvoicesHandler, findInvoicesDefinition } from './tools/find-invoices.js';

// Connected-account tokens live in the platform vault service.
const connect = {
  async accessTokenFor(userId) {
    const res = await fetch(`${env.vaultUrl}/v1/stripe-connect/${encodeURIComponent(userId)}`, {
      headers: { 'x-vault-token': env.vaultToken },
    });
    if (!res.ok) throw new Error(`no Stripe connection for ${userId}`);
    const { access_token } = await res.json();
    return access_token;
  },
};

const box = createSealedBox({ key: env.stateKey, ttlSeconds: env.stateTtlSeconds });
const pending = new PendingStore({ ttlMs: env.stateTtlSeconds * 1000 });

const tools = [
  { definition: refundPaymentDefinition, handle: createRefundHandler({ box, connect }) },
  { definition: findInvoicesDefinition, handle: createFindInvoicesHandler({ pending, connect }) },
];

createApp({ env, tools }).listen(env.port, () => {
  console.log(`billing-desk on :${env.port} (${env.nodeEnv})`);
});
