// Mints and verifies requestState through the SDK codec, plus a small payload reader.
// @ts-nocheck
import { inject, injectable } from 'inversify';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { TYPES } from '../ioc/types.js';
import type { Settings } from '../config/settings.js';

@injectable()
export class StateService {
  private readonly codec;

  constructor(@inject(TYPES.Settings) settings: Settings) {
    this.codec = createRequestStateCodec({ key: settings.stateKey, ttlSeconds: 600 }); // expect: require-state-binding
  }

  mint<T extends object>(payload: T, ctx): Promise<string> {
    return this.codec.mint(payload, ctx);
  }

  async open<T>(ctx): Promise<T | null> {
    const raw = ctx.mcpReq.requestState();
    if (typeof raw !== 'string' || raw.length === 0) return null;
    try {
      return (await this.codec.verify(raw, ctx)) as T;
    } catch {
      return null;
    }
  }
}

export function peekPayload<T>(raw: string | undefined): T | null {
  if (typeof raw !== 'string') return null;
  const parts = raw.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  const envelope = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  return (envelope?.p ?? null) as T | null;
}
