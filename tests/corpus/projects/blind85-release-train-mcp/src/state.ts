// Request state for Release Train: one SDK codec bound to the caller, with a schema per tool payload.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { requestStateKey } from './keys.js';
import { principalOf } from './auth.js';
import { GITHUB_API_VERSION } from './github.js';

export const DraftState = z.object({
  tool: z.literal('draft_release'),
  draftId: z.string().uuid(),
});

export const PublishState = z.object({
  tool: z.literal('publish_release'),
  argsDigest: z.string().regex(/^[0-9a-f]{64}$/),
  apiVersion: z.literal(GITHUB_API_VERSION),
});

export const StatePayload = z.discriminatedUnion('tool', [DraftState, PublishState]);
export type StatePayload = z.infer<typeof StatePayload>;

export const stateCodec = createRequestStateCodec<StatePayload>({
  key: requestStateKey,
  ttlSeconds: 600,
  bind: (ctx) => `user:${principalOf(ctx).userId}`,
});

export class StateMismatch extends Error {}

export function mintState(payload: StatePayload, ctx): Promise<string> {
  return stateCodec.mint(StatePayload.parse(payload), ctx);
}

export function verifiedStateFor<S extends z.ZodTypeAny>(schema: S, ctx): z.output<S> | undefined {
  const payload = ctx.mcpReq.requestState();
  if (payload === undefined) return undefined;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new StateMismatch('This requestState was issued for a different tool.');
  return parsed.data;
}

export function digestArgs(tool: string, args: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(args)
      .sort()
      .map((k) => [k, args[k]]),
  );
  return createHash('sha256').update(`${tool}\n${canonical}`).digest('hex');
}
