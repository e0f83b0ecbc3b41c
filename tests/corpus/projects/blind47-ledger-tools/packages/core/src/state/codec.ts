import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { Settings } from '../settings';

/**
 * Every round minted by a ledger tool. `bind` already ties it to the user; the tool and the canonical
 * arguments are in the payload because the SDK's context cannot tell tools apart.
 */
export interface LedgerRound<T = unknown> {
  tool: string;
  args: string;
  data: T;
}

interface AuthCarrier {
  http?: { authInfo?: { clientId?: string; extra?: Record<string, unknown> } };
}

/** The authenticated user behind a request; refuses requests that only identify an OAuth client. */
export function principalFrom(ctx: AuthCarrier): string {
  const authInfo = ctx.http?.authInfo;
  const userId = authInfo?.extra?.userId;
  if (typeof userId !== 'string' || userId === '') {
    throw new Error(`ledger: request from client ${authInfo?.clientId ?? '(stdio)'} names no user`);
  }
  return userId;
}

function loadStateKey(): Uint8Array {
  const encoded = process.env[Settings.State.KEY_VARIABLE];
  if (!encoded) throw new Error(`${Settings.State.KEY_VARIABLE} is not set (openssl rand -base64 32)`);
  const key = Buffer.from(encoded, 'base64');
  if (key.length < Settings.State.MIN_KEY_BYTES) {
    throw new Error(`${Settings.State.KEY_VARIABLE} must decode to at least ${Settings.State.MIN_KEY_BYTES} bytes`);
  }
  return key;
}

export function createLedgerCodec() {
  return createRequestStateCodec<LedgerRound>({
    key: loadStateKey(),
    ttlSeconds: Settings.State.TTL_SECONDS,
    bind: (ctx) => `ledger-user:${principalFrom(ctx)}`,
  });
}

export type LedgerCodec = ReturnType<typeof createLedgerCodec>;
