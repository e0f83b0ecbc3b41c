import { createRemoteJWKSet } from 'jose';

/**
 * Server-side configuration. Every value is required: a missing or short secret stops the
 * server while it boots instead of surfacing as a weak signature later.
 */

// Vite only inlines import.meta.env.X when X is spelled out, so each call names its variable twice.
function required(name: keyof ImportMetaEnv, value: string | undefined): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new Error(`${name} must be set (see .env.example)`);
  }
  return value;
}

export const oidc = {
  issuer: required('OIDC_ISSUER', import.meta.env.OIDC_ISSUER),
  clientId: required('OIDC_CLIENT_ID', import.meta.env.OIDC_CLIENT_ID),
  clientSecret: required('OIDC_CLIENT_SECRET', import.meta.env.OIDC_CLIENT_SECRET),
};

export const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', oidc.issuer));

/** HMAC key of the MCP requestState codec: base64 of 32+ random bytes. */
export const stateKey = Buffer.from(required('NOTES_STATE_KEY', import.meta.env.NOTES_STATE_KEY), 'base64');
if (stateKey.length < 32) {
  throw new Error('NOTES_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
}

/** HMAC key for public share links. */
export const shareLinkSecret = required('SHARE_LINK_SECRET', import.meta.env.SHARE_LINK_SECRET);
if (Buffer.byteLength(shareLinkSecret) < 32) {
  throw new Error('SHARE_LINK_SECRET must be at least 32 bytes');
}

export const notesApiUrl = required('NOTES_API_URL', import.meta.env.NOTES_API_URL);
