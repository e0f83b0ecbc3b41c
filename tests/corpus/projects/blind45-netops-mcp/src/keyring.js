import { config } from './config.js';
import { currentAndPrevious } from './keyvault.js';

const MIN_KEY_BYTES = 32;

/** @type {{ kid: string, key: Buffer }[] | null} newest first */
let ring = null;
let fetchedAt = 0;
let loading = null;

function toEntry({ version, value }) {
  const key = Buffer.from(value ?? '', 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${config.stateKeySecretName}/${version} decodes to ${key.length} bytes, need ${MIN_KEY_BYTES}`);
  }
  return { kid: version.slice(0, 12), key };
}

async function load() {
  const versions = await currentAndPrevious(config.stateKeySecretName);
  ring = versions.map(toEntry);
  fetchedAt = Date.now();
  return ring;
}

async function entries() {
  if (ring && Date.now() - fetchedAt < config.keyRefreshMs) return ring;
  loading ??= load().finally(() => {
    loading = null;
  });
  try {
    return await loading;
  } catch (err) {
    // Key Vault hiccup: the keys we already hold are still the right ones for a while.
    if (ring) return ring;
    throw err;
  }
}

/** The key new tokens are signed with. */
export async function signingKey() {
  return (await entries())[0];
}

/** The key a token names by its key id (a Key Vault version prefix), if we still accept it. */
export async function verificationKey(kid) {
  return (await entries()).find((entry) => entry.kid === kid) ?? null;
}
