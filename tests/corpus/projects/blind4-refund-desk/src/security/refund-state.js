import { createRequestStateCodec } from '@modelcontextprotocol/server';

// Factory around the SDK codec. Returns plain closures so handlers can be
// unit-tested with a fake { mint, verify } pair.

const DEFAULT_TTL_SECONDS = 300;

/**
 * @param {{ key: Uint8Array, ttlSeconds?: number, onReject?: (reason: string) => void }} options
 */
export function createRefundState({ key, ttlSeconds = DEFAULT_TTL_SECONDS, onReject } = {}) {
  if (!key) throw new TypeError('createRefundState: key is required');

  const codec = createRequestStateCodec({ key, ttlSeconds }); // expect: require-state-binding

  let minted = 0;
  let rejected = 0;

  const mint = async (payload, ctx) => {
    minted += 1;
    return codec.mint(payload, ctx);
  };

  const verify = async (state, ctx) => {
    try {
      return await codec.verify(state, ctx);
    } catch (err) {
      rejected += 1;
      onReject?.(err instanceof Error ? err.message : String(err));
      throw err;
    }
  };

  const stats = () => ({ minted, rejected, ttlSeconds });

  return { mint, verify, stats };
}
