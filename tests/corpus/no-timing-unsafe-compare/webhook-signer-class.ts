// Models a TypeScript outgoing/incoming webhook signer class (Standard Webhooks style ids and timestamps) whose verify() compares this.sign(...) with ===.
// @ts-nocheck
import { createHmac, randomUUID } from 'node:crypto';

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export class WebhookSigner {
  static readonly VERSION = 'v1';
  private readonly key: Buffer;

  constructor(secret: string, private readonly toleranceSeconds = 300) {
    if (!secret.startsWith('whsec_')) {
      throw new Error('webhook secrets start with whsec_');
    }
    this.key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  }

  private sign(id: string, timestamp: number, payload: string): string {
    return createHmac('sha256', this.key).update(`${id}.${timestamp}.${payload}`).digest('base64');
  }

  headersFor(payload: string, now = Math.floor(Date.now() / 1000)): WebhookHeaders {
    const id = `msg_${randomUUID()}`;
    return {
      'webhook-id': id,
      'webhook-timestamp': String(now),
      'webhook-signature': `${WebhookSigner.VERSION},${this.sign(id, now, payload)}`,
    };
  }

  verify(payload: string, headers: Partial<WebhookHeaders>, now = Math.floor(Date.now() / 1000)): boolean {
    const id = headers['webhook-id'];
    const timestamp = Number(headers['webhook-timestamp']);
    const header = headers['webhook-signature'];
    if (id === undefined || header === undefined || !Number.isInteger(timestamp)) {
      return false;
    }
    if (Math.abs(now - timestamp) > this.toleranceSeconds) {
      return false;
    }
    const expected = this.sign(id, timestamp, payload);
    for (const versioned of header.split(' ')) {
      const [version, signature] = versioned.split(',');
      if (version !== WebhookSigner.VERSION) {
        continue;
      }
      if (signature === expected) { // expect: no-timing-unsafe-compare
        return true;
      }
    }
    return false;
  }

  verifyFirst(payload: string, id: string, timestamp: number, signature: string): boolean {
    return this.sign(id, timestamp, payload) === signature; // expect: no-timing-unsafe-compare
  }
}

export function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}
