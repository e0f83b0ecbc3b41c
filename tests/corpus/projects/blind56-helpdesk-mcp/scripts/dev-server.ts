/**
 * Local server with a fake Zendesk and dev bearer tokens ("Bearer dev:<agent>").
 * Run with `npm run dev` (Node type stripping). Never deploy this.
 */
import { randomBytes } from 'node:crypto';
import { createHelpdeskCodec } from '../src/state-codec.js';
import { createServer } from '../src/server.js';
import { createWebhookHandler } from '../src/webhooks.js';
import { startHttp } from '../src/http.js';
import { fakeZendesk } from '../test/fakes/zendesk.js';

const DEV_AGENTS = ['agent-ana', 'agent-ben'];

const key = process.env.HELPDESK_STATE_KEY
  ? Buffer.from(process.env.HELPDESK_STATE_KEY, 'base64')
  : randomBytes(32);
const codec = createHelpdeskCodec(key);
const zendesk = fakeZendesk();

const verifier = {
  async verifyAccessToken(token: string) {
    const agent = token.startsWith('dev:') ? token.slice('dev:'.length) : '';
    if (!DEV_AGENTS.includes(agent)) throw new Error(`dev tokens are dev:${DEV_AGENTS.join(' | dev:')}`);
    return {
      token,
      clientId: 'dev-inspector',
      scopes: ['helpdesk.agent'],
      expiresAt: Math.floor(Date.now() / 1000) + 8 * 3600,
      extra: { userId: agent },
    };
  },
};

startHttp({
  port: Number(process.env.PORT ?? 3100),
  verifier,
  makeServer: () => createServer({ codec, zendesk }),
  handleWebhook: createWebhookHandler({
    secret: process.env.ZENDESK_WEBHOOK_SECRET ?? 'dev-webhook-secret', // todo-not: no-weak-state-key
    onEvent: async (event) => console.log('webhook', event.type),
  }),
});
setInterval(() => zendesk.calls.length && console.log('zendesk writes so far:', zendesk.calls), 30_000).unref();
