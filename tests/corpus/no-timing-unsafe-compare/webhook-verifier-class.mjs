// Models an ESM webhook receiver written as classes: a verifier with a private key field and private #sign method, a field arrow for the v0 scheme, a static helper, and look-alike classes whose sign() returns no MAC.
import { createHmac } from 'node:crypto';
import express from 'express';
import { recordDelivery } from './deliveries.js';

export class WebhookVerifier {
  #secret = process.env.PARTNER_WEBHOOK_SECRET;
  tolerance = 300;

  #sign(timestamp, body) {
    return createHmac('sha256', this.#secret).update(`${timestamp}.${body}`).digest('hex');
  }

  legacySign = (body) => createHmac('sha1', this.#secret).update(body).digest('base64');

  static fromHeader(header) {
    const parts = Object.fromEntries(String(header).split(',').map((pair) => pair.split('=')));
    return { timestamp: Number(parts.t), signature: parts.v1, legacy: parts.v0 };
  }

  verify(req) {
    const { timestamp, signature, legacy } = WebhookVerifier.fromHeader(req.get('x-partner-signature'));
    if (!timestamp || Math.abs(Date.now() / 1000 - timestamp) > this.tolerance) return false;
    if (legacy) return this.legacySign(req.body) === legacy; // expect: no-timing-unsafe-compare
    const expected = this.#sign(timestamp, req.body);
    return signature !== undefined && expected === signature; // expect: no-timing-unsafe-compare
  }
}

/** Signs avatar URLs with a size hint; nothing secret about it. */
class AvatarUrl {
  constructor(size) {
    this.size = size;
  }

  sign() {
    return `s=${this.size}`;
  }

  matches(query) {
    return query === this.sign();
  }
}

class TokenKinds {
  isBearer(token) {
    return token.type === 'Bearer';
  }

  overBudget(usage, maxTokens) {
    return usage.totalTokens === maxTokens;
  }
}

const verifier = new WebhookVerifier();
const kinds = new TokenKinds();
const app = express();

app.post('/partner/events', express.text({ type: '*/*' }), async (req, res) => {
  if (!verifier.verify(req)) return res.status(401).end();
  const avatar = new AvatarUrl(64);
  if (!avatar.matches(req.query.avatar)) res.set('x-avatar', avatar.sign());
  if (kinds.isBearer({ type: req.get('x-token-type') })) res.set('x-kind', 'bearer');
  await recordDelivery(JSON.parse(req.body));
  res.status(204).end();
});

export default app;
