import { decodeBase64 } from '@std/encoding/base64';

export interface Config {
  port: number;
  stateKey: Uint8Array;
  issuer: string;
  audience: string;
  brokerUrl: string;
}

/** A 256-bit key from the environment. Refuse to boot without one. */
function requiredKey(name: string): Uint8Array {
  const encoded = Deno.env.get(name) ?? '';
  const key = encoded ? decodeBase64(encoded) : new Uint8Array();
  if (key.byteLength !== 32) {
    throw new Error(`${name} must be 32 random bytes, base64-encoded (got ${key.byteLength}). Try: openssl rand -base64 32`);
  }
  return key;
}

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`missing env ${name}`);
  return value;
}

export const config: Readonly<Config> = Object.freeze({
  port: Number(Deno.env.get('PORT') ?? 8000),
  stateKey: requiredKey('STATE_KEY'),
  issuer: required('OIDC_ISSUER'),
  audience: Deno.env.get('OIDC_AUDIENCE') ?? 'calendar-mcp',
  brokerUrl: required('TOKEN_BROKER_URL'),
});
