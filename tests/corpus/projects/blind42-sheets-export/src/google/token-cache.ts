import { readFile } from 'node:fs/promises';
import { SignJWT, importPKCS8 } from 'jose';
import { env } from '../env.js';

// Server-side OAuth token for the service account (JWT-bearer grant). Never leaves this process.

interface ServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id: string;
  token_uri: string;
}

interface CachedToken {
  accessToken: string;
  expiresAtMs: number;
}

const SCOPES = ['https://www.googleapis.com/auth/drive.readonly', 'https://www.googleapis.com/auth/spreadsheets'];
const REFRESH_MARGIN_MS = 60_000;
let cached: CachedToken | undefined;

export async function googleAccessToken(): Promise<string> {
  if (cached && cached.expiresAtMs - REFRESH_MARGIN_MS > Date.now()) return cached.accessToken;

  const account = JSON.parse(await readFile(env.serviceAccountFile, 'utf8')) as ServiceAccount;
  const issuedAt = Math.floor(Date.now() / 1000);
  // Google caps the assertion at one hour; it is spent immediately at the token endpoint.
  const assertion = await new SignJWT({ scope: SCOPES.join(' ') })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: account.private_key_id })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3600)
    .sign(await importPKCS8(account.private_key, 'RS256'));

  const res = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  if (!res.ok) throw new Error(`google token endpoint: ${res.status}`);
  const grant = (await res.json()) as { access_token: string; expires_in: number; token_type: string };

  // expires_in is in seconds; everything in this cache is milliseconds
  cached = { accessToken: grant.access_token, expiresAtMs: Date.now() + grant.expires_in * 1000 };
  return cached.accessToken;
}

export function forgetAccessToken(): void {
  cached = undefined;
}
