// Verifies GitHub push webhooks (X-Hub-Signature-256) that tell the publisher when docs sources change.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class GithubWebhookVerifier {
  #secret;

  constructor(secret) {
    this.#secret = secret;
  }

  verify(rawBody, signatureHeader) {
    if (typeof signatureHeader !== 'string') return false;
    const [scheme, hex] = signatureHeader.split('=');
    if (scheme !== 'sha256' || !/^[0-9a-f]{64}$/.test(hex ?? '')) return false;
    const given = Buffer.from(hex, 'hex');
    const wanted = createHmac('sha256', this.#secret).update(rawBody).digest();
    return timingSafeEqual(given, wanted);
  }
}
