// Reads the export server's settings from environment variables, including the key that seals export cursors.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const int = (value, fallback) => (value === undefined || value === '' ? fallback : Number.parseInt(value, 10));

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function cursorKey() {
  const raw = process.env.EXPORT_CURSOR_KEY;
  if (raw) return Buffer.from(raw, 'base64');
  return createHash('sha256').update(`${pkg.name}:${pkg.version}:${hostname()}`).digest();
}

export const settings = Object.freeze({
  port: int(process.env.PORT, 3030),
  mysql: {
    host: need('WAREHOUSE_HOST'),
    port: int(process.env.WAREHOUSE_PORT, 3306),
    user: need('WAREHOUSE_USER'),
    password: need('WAREHOUSE_PASSWORD'),
    database: process.env.WAREHOUSE_DB ?? 'analytics',
  },
  introspection: {
    url: need('OAUTH_INTROSPECTION_URL'),
    clientId: need('OAUTH_CLIENT_ID'),
    clientSecret: need('OAUTH_CLIENT_SECRET'),
  },
  filesApi: need('FILES_API_URL'),
  filesServiceToken: need('FILES_SERVICE_TOKEN'),
  pageRows: int(process.env.EXPORT_PAGE_ROWS, 10_000),
  pagesPerRound: int(process.env.EXPORT_PAGES_PER_ROUND, 5),
  chunkRows: int(process.env.CHUNK_ROWS, 500),
  cursorTtlMs: 10 * 60 * 1000,
  cursorKey: cursorKey(),
});
