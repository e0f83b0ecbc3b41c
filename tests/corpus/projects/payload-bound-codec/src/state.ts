// The transfer codec of a payments server: no bind, because the payload itself carries the user, the tool and the arguments.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export interface BoundState {
  userId: string;
  tool: string;
  args: Record<string, unknown>;
}

export const transferCodec = createRequestStateCodec<BoundState>({
  key: Buffer.from(process.env.TRANSFER_STATE_KEY as string, 'base64'),
  ttlSeconds: 300,
});

export const sameArgs = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
