// A small sealing class of a Workers MCP server: HMAC over the JSON, but the seal signs no expiry or user and the open checks neither.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export class StateVault {
  constructor(private readonly secret: string) {}

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  seal(data: Record<string, unknown>): string {
    const body = Buffer.from(JSON.stringify({ data, v: 1 })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  open<T>(token: string): T | null {
    const [body, tag] = token.split('.');
    const expected = this.mac(body ?? '');
    if (!tag || tag.length !== expected.length || !timingSafeEqual(Buffer.from(tag), Buffer.from(expected))) return null;
    return (JSON.parse(Buffer.from(body, 'base64url').toString()) as { data: T }).data;
  }
}

/** Signs receipts shown to the user; never handed back as state. */
export class ReceiptSigner {
  constructor(private readonly secret: string) {}

  sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }
}
