import { loadSettings } from './settings.js';
import { createHelpdeskCodec } from './state-codec.js';
import { createZendesk } from './zendesk.js';
import { createServer } from './server.js';
import { createWebhookHandler } from './webhooks.js';
import { oktaVerifier, startHttp } from './http.js';

const settings = loadSettings();
const codec = createHelpdeskCodec(settings.stateKey);
const zendesk = createZendesk(settings.zendesk);

const escalationsByPriority = new Map();

startHttp({
  port: settings.port,
  verifier: oktaVerifier(settings.oidc),
  makeServer: () => createServer({ codec, zendesk }),
  handleWebhook: createWebhookHandler({
    secret: settings.webhookSecret,
    async onEvent(event) {
      if (event.type === 'zen:event-type:ticket.priority_changed') {
        const key = event.event?.current ?? 'unknown';
        escalationsByPriority.set(key, (escalationsByPriority.get(key) ?? 0) + 1);
      }
    },
  }),
});
