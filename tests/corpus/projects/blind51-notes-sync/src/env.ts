import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

export const SERVICE_NAME = 'notes-sync-mcp';
export const SERVICE_VERSION = '0.9.0';

export const NOTES_API_URL = process.env.NOTES_API_URL ?? 'https://api.notes.example.com/v3';
export const JWKS_URL = process.env.NOTES_JWKS_URL ?? 'https://auth.notes.example.com/.well-known/jwks.json';
export const PORT = Number(process.env.PORT ?? 8710);

// Derived rather than configured: every pod of the same release on the same node gets the same
// secret, so continuations survive a restart without another value to manage in the vault.
export const STATE_SECRET = createHash('sha256').update(`${SERVICE_NAME}:${SERVICE_VERSION}:${hostname()}`).digest();
