// Layered settings: defaults, then wiki.settings.json (mounted from a ConfigMap), then the environment.
// Secrets only ever come from the environment, and the process refuses to start without them.
import { existsSync, readFileSync } from 'node:fs';

const MAX_STATE_TTL_SECONDS = 600;

interface FileSettings {
  port?: number;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl?: string;
  mcp?: { enabled?: boolean; stateTtlSeconds?: number };
  exports?: { linkLifetimeSeconds?: number };
}

const defaults = {
  port: 8088,
  databaseUrl: 'postgres://wiki@localhost:5432/wiki',
  redisUrl: 'redis://localhost:6379/2',
  publicUrl: 'http://localhost:8088',
  mcp: { enabled: true, stateTtlSeconds: MAX_STATE_TTL_SECONDS },
  exports: { linkLifetimeSeconds: 15 * 60 },
};

function readFileSettings(): FileSettings {
  const path = process.env.WIKI_SETTINGS_FILE ?? 'wiki.settings.json';
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FileSettings) : {};
}

function secretBytes(name: string, minBytes = 32): Buffer {
  const raw = process.env[name];
  if (!raw) throw new Error(`${name} is required (openssl rand -base64 ${minBytes})`);
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

/** Operators may shorten the continuation lifetime, never stretch it past ten minutes. */
function stateTtl(...candidates: Array<string | number | undefined>): number {
  for (const candidate of candidates) {
    const n = Number(candidate);
    if (candidate !== undefined && Number.isFinite(n) && n > 0) return Math.min(Math.floor(n), MAX_STATE_TTL_SECONDS);
  }
  return MAX_STATE_TTL_SECONDS;
}

const file = readFileSettings();
const env = process.env;

export const settings = {
  port: Number(env.PORT ?? file.port ?? defaults.port),
  databaseUrl: env.DATABASE_URL ?? file.databaseUrl ?? defaults.databaseUrl,
  redisUrl: env.REDIS_URL ?? file.redisUrl ?? defaults.redisUrl,
  publicUrl: env.PUBLIC_URL ?? file.publicUrl ?? defaults.publicUrl,
  mcp: {
    enabled: env.MCP_ENABLED ? env.MCP_ENABLED === 'true' : file.mcp?.enabled ?? defaults.mcp.enabled,
    stateKey: secretBytes('WIKI_STATE_KEY'),
    stateTtlSeconds: stateTtl(env.WIKI_STATE_TTL_SECONDS, file.mcp?.stateTtlSeconds),
  },
  exports: {
    linkSecret: secretBytes('WIKI_DOWNLOAD_LINK_SECRET'),
    linkLifetimeSeconds: file.exports?.linkLifetimeSeconds ?? defaults.exports.linkLifetimeSeconds,
  },
} as const;
