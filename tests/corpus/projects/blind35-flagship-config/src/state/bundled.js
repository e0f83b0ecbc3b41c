import { createStateSealer } from 'eslint-plugin-mcp-state/seal';

/** Signed (not encrypted) state: HMAC-SHA256 over the payload, the user, the tool and the arguments. */
export function bundledSealer(ring) {
  const sealer = createStateSealer({
    keys: ring.map(({ id, secret }) => ({ id, secret })),
    ttlSeconds: 600,
  });
  return {
    kind: 'bundled',
    seal: (state, binding) => sealer.seal(state, binding),
    open: (token, binding) => sealer.open(token, binding),
  };
}
