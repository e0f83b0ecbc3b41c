const MIN_KEY_BYTES = 32;

// requestState signing key, base64 (openssl rand -base64 32). Shared by every instance.
const currentRaw = process.env.SHIPYARD_ROUND_KEY ?? '';
const current = Buffer.from(currentRaw, 'base64');
if (current.length < MIN_KEY_BYTES) {
  throw new Error(`SHIPYARD_ROUND_KEY must decode to at least ${MIN_KEY_BYTES} bytes; generate one with: openssl rand -base64 32`);
}

// Set during a rotation so state signed with the old key still opens for its last few minutes.
const previousRaw = process.env.SHIPYARD_ROUND_KEY_PREVIOUS;
const previous = previousRaw ? Buffer.from(previousRaw, 'base64') : undefined;
if (previous && previous.length < MIN_KEY_BYTES) {
  throw new Error(`SHIPYARD_ROUND_KEY_PREVIOUS must decode to at least ${MIN_KEY_BYTES} bytes`);
}

export const roundKeys: { current: Buffer; previous?: Buffer } = { current, previous };

export const shipyardApi = {
  baseUrl: process.env.SHIPYARD_API_URL ?? 'http://shipyard-api.internal:8080',
};
