import { userInfo } from 'node:os';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import { stateKey } from './secrets.js';

export const STATE_TTL_SECONDS = 8 * 60;

/**
 * Whose state it is. Over HTTP the verified token's user (never `clientId`: every
 * user of one assistant shares it); over stdio the one local account.
 */
export function principal({ http }: ServerContext): string {
  if (http === undefined) return `local:${userInfo().username}`;
  const { userId } = (http.authInfo?.extra ?? {}) as { userId?: unknown };
  if (typeof userId !== 'string' || userId === '') {
    throw new Error('atlas-kb: request has no authenticated user; mount requireBearerAuth in front of /mcp');
  }
  return userId;
}

/**
 * Every round names its tool: one codec serves several tools, and the SDK's context
 * does not carry the tool name, so each handler compares `tool` itself.
 */
export type Round<Tool extends string, P extends object = {}> = Readonly<{ tool: Tool } & P>;

type AnyRound = Round<string, Record<string, unknown>>;
type Codec = ReturnType<typeof createRequestStateCodec<AnyRound>>;

class RoundStates {
  #codec?: Codec;

  private get codec(): Codec {
    return (this.#codec ??= createRequestStateCodec<AnyRound>({
      key: stateKey(),
      ttlSeconds: STATE_TTL_SECONDS,
      bind: principal,
    }));
  }

  /** The server's `requestState.verify` hook: signature, expiry and user. */
  readonly verify = (token: string, ctx: ServerContext): Promise<AnyRound> => this.codec.verify(token, ctx);

  mint<Tool extends string, P extends object>(round: Round<Tool, P>, ctx: ServerContext): Promise<string> {
    return this.codec.mint(round as unknown as AnyRound, ctx);
  }
}

export const rounds = new RoundStates();
