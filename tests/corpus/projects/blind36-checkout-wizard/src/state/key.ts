/**
 * Key for the checkout wizard's requestState. 32+ random bytes, base64, from the
 * deployment's secret store (`openssl rand -base64 32`). Every replica shares it, so a
 * retry may land anywhere.
 */
function loadKey(): Uint8Array {
  const encoded = process.env.CHECKOUT_STATE_KEY;
  if (!encoded) throw new Error('CHECKOUT_STATE_KEY is not set');
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) throw new Error(`CHECKOUT_STATE_KEY must decode to 32+ bytes, got ${key.length}`);
  return key;
}

export const checkoutStateKey = loadKey();
