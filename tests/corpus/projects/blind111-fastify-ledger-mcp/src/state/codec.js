// Per-tool signed request-state codecs bound to the caller and tool, with helpers to mint and resume state.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const TTL_SECONDS = 300;

function loadStateKey() {
  const raw = process.env.LEDGER_STATE_KEY;
  if (!raw) {
    throw new Error('LEDGER_STATE_KEY is not set; generate one with `openssl rand -base64 32`');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) {
    throw new Error(`LEDGER_STATE_KEY must decode to at least 32 bytes (got ${key.length})`);
  }
  return key;
}

const STATE_KEY = loadStateKey();
const codecs = new Map();

/**
 * One codec per tool, each bound to "<user>\0<tool>", so a state minted for
 * one user or tool never verifies for another.
 */
export function codecFor(tool) {
  let codec = codecs.get(tool);
  if (!codec) {
    codec = createRequestStateCodec({
      key: STATE_KEY,
      ttlSeconds: TTL_SECONDS,
      bind: (ctx) => {
        const userId = ctx.http?.authInfo?.extra?.userId;
        if (!userId) throw new Error('requestState needs an authenticated user');
        return `${userId}\u0000${tool}`;
      },
    });
    codecs.set(tool, codec);
  }
  return codec;
}

/** Mint the state for `tool`; the payload must not carry credentials. */
export const mintFor = (tool, payload, ctx) => codecFor(tool).mint(payload, ctx);

/**
 * The server has no global verify hook (each tool has its own binding), so
 * the handler reads the raw string and verifies it here before use.
 * Resolves to undefined on a first call, throws on anything forged or stale.
 */
export async function resumeFor(tool, ctx) {
  const raw = ctx.mcpReq.requestState();
  if (raw === undefined || raw === null || raw === '') return undefined;
  return codecFor(tool).verify(raw, ctx);
}
