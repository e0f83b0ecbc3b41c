export interface StateKey {
  /** Public label, written into each token so rotation can be audited. */
  id: string;
  secret: Buffer;
}

const MIN_SECRET_BYTES = 32;

function decodeKey(id: string, encoded: string | undefined): StateKey | undefined {
  if (encoded === undefined || encoded === '') return undefined;
  const secret = Buffer.from(encoded, 'base64');
  if (secret.length < MIN_SECRET_BYTES) {
    throw new Error(`state key ${id}: needs at least ${MIN_SECRET_BYTES} bytes of base64 (openssl rand -base64 32)`);
  }
  return { id, secret };
}

let ring: StateKey[] | undefined;

/**
 * FIELDKIT_STATE_KEY signs; FIELDKIT_STATE_KEY_PREVIOUS (optional) still verifies during a rotation,
 * which only has to last one round lifetime.
 */
function loadRing(): StateKey[] {
  const current = decodeKey(process.env.FIELDKIT_STATE_KEY_ID ?? 'current', process.env.FIELDKIT_STATE_KEY);
  if (!current) throw new Error('FIELDKIT_STATE_KEY is not set');
  const previous = decodeKey(process.env.FIELDKIT_STATE_KEY_PREVIOUS_ID ?? 'previous', process.env.FIELDKIT_STATE_KEY_PREVIOUS);
  return previous ? [current, previous] : [current];
}

export function signingKey(): StateKey {
  ring ??= loadRing();
  return ring[0]!;
}

export function verificationKeys(): readonly StateKey[] {
  ring ??= loadRing();
  return ring;
}
