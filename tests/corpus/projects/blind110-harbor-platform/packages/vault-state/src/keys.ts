// Reads a required base64 key from the environment and refuses to start if it is missing or too short.
// @ts-nocheck
/**
 * Key material for round-trip state. Both servers share the same key so a state
 * sealed by one replica opens on another; it is rotated by the platform's secret
 * manager and injected as base64.
 */
export function requireKey(name: string, minBytes = 32): Buffer {
  const b64 = process.env[name];
  if (b64 === undefined || b64.trim() === '') {
    throw new Error(`${name} must be set (base64, ${minBytes}+ bytes). Refusing to start.`);
  }
  const key = Buffer.from(b64, 'base64');
  if (key.length < minBytes) {
    throw new Error(`${name} is ${key.length} bytes; ${minBytes} required`);
  }
  return key;
}
