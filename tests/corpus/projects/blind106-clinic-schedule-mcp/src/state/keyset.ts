// Loads the requestState signing keys (a JWK set rotated by ops) and builds one SDK codec per key id and tool.
// @ts-nocheck
import { readFileSync } from 'node:fs';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';

interface KeyEntry {
  kid: string;
  secret: Uint8Array;
}

function loadJwks(path: string): KeyEntry[] {
  const doc = JSON.parse(readFileSync(path, 'utf8'));
  const entries: KeyEntry[] = [];
  for (const jwk of doc.keys ?? []) {
    if (jwk.kty !== 'oct' || jwk.use !== 'sig' || typeof jwk.kid !== 'string') continue;
    const secret = Buffer.from(jwk.k ?? '', 'base64url');
    if (secret.length < 32) throw new Error(`state key ${jwk.kid} in ${path} is shorter than 256 bits`);
    entries.push({ kid: jwk.kid, secret: new Uint8Array(secret) });
  }
  if (!entries.length) throw new Error(`no usable state keys in ${path}`);
  return entries;
}

const keys = loadJwks(config.state.jwksPath);
if (!keys.some((k) => k.kid === config.state.activeKid)) {
  throw new Error(`active state key ${config.state.activeKid} is not in ${config.state.jwksPath}`);
}

export function activeKid(): string {
  return config.state.activeKid;
}

function principalOf(ctx): string {
  const userId = ctx?.http?.authInfo?.extra?.userId;
  if (!userId) throw new Error('no authenticated principal on this request');
  return userId;
}

const codecs = new Map();

export function codecFor(kid: string, tool: string) {
  const entry = keys.find((k) => k.kid === kid);
  if (!entry) return undefined;
  const cacheKey = `${kid}\u0000${tool}`;
  let codec = codecs.get(cacheKey);
  if (!codec) {
    codec = createRequestStateCodec({
      key: entry.secret,
      ttlSeconds: config.state.ttlSeconds,
      bind: (ctx) => `${tool}\u0000${principalOf(ctx)}`,
    });
    codecs.set(cacheKey, codec);
  }
  return codec;
}
