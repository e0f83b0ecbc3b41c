// Reads required environment variables and the confirmation signing key.
// @ts-nocheck
import { createSecretKey, type KeyObject } from 'node:crypto';

export function mustEnv(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} must be set`);
  return v;
}

export function confirmKey(): KeyObject {
  const raw = Buffer.from(mustEnv('REPO_ADMIN_CONFIRM_KEY'), 'base64url');
  if (raw.length < 32) {
    throw new Error('REPO_ADMIN_CONFIRM_KEY is too short; generate 32+ random bytes');
  }
  return createSecretKey(raw);
}

export const githubOrg = mustEnv('GITHUB_ORG');
export const githubAppToken = mustEnv('GITHUB_APP_TOKEN');
