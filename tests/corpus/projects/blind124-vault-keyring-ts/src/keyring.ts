// Loads state signing keys from mounted key files into a rotating keyring.
// @ts-nocheck
import { readFile, readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';

export interface StateKey {
  kid: string;
  secret: Buffer;
}

export interface Keyring {
  current: StateKey;
  previous: StateKey[];
  byId(kid: string): StateKey | undefined;
  all(): StateKey[];
}

const MIN_KEY_BYTES = 32;
const MAX_PREVIOUS = 2;

async function readKeyFile(dir: string, file: string): Promise<StateKey> {
  const raw = (await readFile(path.join(dir, file), 'utf8')).trim();
  const secret = Buffer.from(raw, 'base64');
  if (secret.length < MIN_KEY_BYTES) {
    throw new Error(`state key ${file} decodes to ${secret.length} bytes, need ${MIN_KEY_BYTES}`);
  }
  return { kid: path.basename(file, '.key'), secret };
}

function makeKeyring(keys: StateKey[]): Keyring {
  const [current, ...rest] = keys;
  const previous = rest.slice(0, MAX_PREVIOUS);
  const index = new Map([current, ...previous].map((k) => [k.kid, k] as const));
  return {
    current,
    previous,
    byId: (kid) => index.get(kid),
    all: () => [current, ...previous],
  };
}

/**
 * Keys are mounted by the platform as <date>.key files (base64, 32+ bytes).
 * The newest file signs; up to two older ones still verify during rotation.
 */
export async function loadKeyring(
  dir = process.env.STATE_KEY_DIR ?? '/etc/vault-mcp/state-keys',
): Promise<Keyring> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.key')).sort().reverse();
  } catch (err) {
    if (process.env.NODE_ENV === 'production') throw err;
    // no key mount on laptops: derive a stable key so restarts don't invalidate pending rounds
    console.warn(`[keyring] ${dir} is not readable, falling back to a development key`);
    const devKey = createHash('sha256').update(`vault-mcp:${hostname()}`).digest(); // expect-todo: no-weak-state-key
    return makeKeyring([{ kid: 'dev', secret: devKey }]);
  }
  if (files.length === 0) throw new Error(`no *.key files in ${dir}`);
  const keys = await Promise.all(files.map((f) => readKeyFile(dir, f)));
  console.info(`[keyring] signing with ${keys[0].kid}, ${Math.min(keys.length - 1, MAX_PREVIOUS)} previous key(s)`);
  return makeKeyring(keys);
}
