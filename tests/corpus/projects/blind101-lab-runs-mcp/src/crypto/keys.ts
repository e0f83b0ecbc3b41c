// Derives independent purpose keys (state codec, fernet, token pepper) from the master key with libsodium's KDF.
// @ts-nocheck
import sodium from 'libsodium-wrappers';

const KDF_CONTEXT = 'labrunsK';
const SUBKEY = { codec: 1, fernet: 2, tokenPepper: 3 } as const;

export interface LabKeys {
  codecKey: Uint8Array;
  fernetKeyB64: string;
  tokenPepper: Uint8Array;
  webhookKey: Uint8Array;
}

export async function deriveKeys(
  masterB64: string | undefined,
  webhookKeyHex: string,
  opts: { allowEphemeral?: boolean } = {},
): Promise<LabKeys> {
  await sodium.ready;

  let master: Uint8Array;
  if (masterB64) {
    master = sodium.from_base64(masterB64, sodium.base64_variants.ORIGINAL);
    if (master.length !== sodium.crypto_kdf_KEYBYTES) throw new Error('LAB_MASTER_KEY must decode to exactly 32 bytes');
  } else if (opts.allowEphemeral) {
    console.warn('LAB_MASTER_KEY is not set: using a random per-process key (development only)');
    master = sodium.crypto_kdf_keygen();
  } else {
    throw new Error('LAB_MASTER_KEY is required');
  }

  if (!/^[0-9a-f]{64}$/.test(webhookKeyHex)) throw new Error('INSTRUMENT_WEBHOOK_KEY_HEX must be 64 lowercase hex characters');
  const webhookKey = sodium.from_hex(webhookKeyHex);

  const keys = {
    codecKey: sodium.crypto_kdf_derive_from_key(32, SUBKEY.codec, KDF_CONTEXT, master),
    fernetKeyB64: sodium.to_base64(
      sodium.crypto_kdf_derive_from_key(32, SUBKEY.fernet, KDF_CONTEXT, master),
      sodium.base64_variants.URLSAFE,
    ),
    tokenPepper: sodium.crypto_kdf_derive_from_key(32, SUBKEY.tokenPepper, KDF_CONTEXT, master),
    webhookKey,
  };
  sodium.memzero(master);
  return keys;
}
