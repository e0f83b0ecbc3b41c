// Signed, schema-typed request state built on the SDK's request state codec.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { config } from '../config.js';
import { principalOf } from '../auth.js';

const codec = createRequestStateCodec<unknown>({
  key: config.stateKey, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => principalOf(ctx).userId,
});

export interface SealedState<T> {
  mint(value: T, ctx: unknown): Promise<string>;
  open(ctx: unknown): Promise<T>;
}

export function sealedState<S extends z.ZodTypeAny>(schema: S): SealedState<z.output<S>> {
  return {
    async mint(value, ctx) {
      return codec.mint(schema.parse(value), ctx);
    },
    async open(ctx) {
      const raw = ctx.mcpReq.requestState();
      if (typeof raw !== 'string' || raw.length === 0) {
        throw new Error('This step needs the requestState from the previous round.');
      }
      const payload = await codec.verify(raw, ctx);
      return schema.parse(payload);
    },
  };
}
