import type { VerifyOptions, SignOptions } from 'jsonwebtoken';

// Bun exposes the environment as Bun.env (same object as process.env).

function required(name: string, minLength = 1): string {
  const value = Bun.env[name];
  if (!value || value.length < minLength) {
    throw new Error(`${name} must be set (at least ${minLength} characters)`);
  }
  return value;
}

export interface UpstreamSettings {
  baseUrl: string;
  /** Service account credential for the CRM REST API. */
  pass: string;
  timeoutMs: number;
}

export interface Settings {
  stateSecret: string;
  legacyStateSecret?: string;
  upstream: UpstreamSettings;
  maxNoteChars: number;
}

export const settings: Settings = {
  stateSecret: required('CRM_STATE_SECRET', 32),
  legacyStateSecret: Bun.env.CRM_LEGACY_STATE_SECRET,
  upstream: {
    baseUrl: Bun.env.CRM_BASE_URL ?? 'https://crm.example.com/api/v1',
    pass: required('CRM_SERVICE_KEY'),
    timeoutMs: Number(Bun.env.CRM_TIMEOUT_MS ?? 8000),
  },
  maxNoteChars: 5000,
};

export const STATE_AUDIENCE = 'crm-notes/draft';

export const STATE_SIGN: SignOptions = {
  algorithm: 'HS256',
  audience: STATE_AUDIENCE,
  expiresIn: '10m',
};

/**
 * Drafts can sit in a client for a while when the user walks away from the
 * prompt; the CRM session around them already times out, so the JWT layer
 * does not need to enforce its own expiry on top.
 */
export const STATE_VERIFY: VerifyOptions = {
  algorithms: ['HS256'],
  audience: STATE_AUDIENCE,
  ignoreExpiration: true,
};
