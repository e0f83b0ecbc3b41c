import { createHash } from 'node:crypto';
import { createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';
import flow from 'lodash/fp/flow.js';
import sortBy from 'lodash/fp/sortBy.js';
import toPairs from 'lodash/fp/toPairs.js';
import { ConfigToken } from './config.js';
import { token, type Container } from './container.js';

type Codec<T> = ReturnType<typeof createRequestStateCodec<T>>;

export const userIdOf = (ctx: ServerContext): string => {
  const id = ctx.http?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) throw new Error('no authenticated user');
  return id;
};

/**
 * One codec per tool. The SDK context does not carry the tool name, so it is
 * captured here and folded into `bind` together with the user.
 */
export class StateCodecs {
  readonly #codecs = new Map<string, Codec<unknown>>();

  constructor(private readonly key: Uint8Array, private readonly ttlSeconds: number) {}

  for<T>(tool: string): Codec<T> {
    let codec = this.#codecs.get(tool);
    if (!codec) {
      codec = createRequestStateCodec<unknown>({
        key: this.key,
        ttlSeconds: this.ttlSeconds,
        bind: (ctx) => `${tool}\u0000${userIdOf(ctx)}`,
      });
      this.#codecs.set(tool, codec);
    }
    return codec as Codec<T>;
  }
}

export const StateCodecsToken = token<StateCodecs>('shiftboard.stateCodecs');

export const registerState = (c: Container): Container =>
  c.register(StateCodecsToken, (cc) => {
    const { stateKey, stateTtlSeconds } = cc.resolve(ConfigToken);
    return new StateCodecs(stateKey, stateTtlSeconds);
  });

/** sha256 over the sorted arguments: ties a confirmation to exactly what was shown. */
export const argsDigest: (args: Record<string, unknown>) => string = flow(
  toPairs,
  sortBy(0),
  JSON.stringify,
  (canonical: string) => createHash('sha256').update(canonical).digest('hex'),
);
