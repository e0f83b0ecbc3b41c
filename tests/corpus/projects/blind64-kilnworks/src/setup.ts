import { makeBox, type RingKey } from './lib/box.js';

// Reads the environment once. Anything missing or malformed stops the process.

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** KILN_BOX_KEYS="2025-06:<base64 32 bytes>,2024-12:<base64 32 bytes>", newest first. */
function ring(raw: string): RingKey[] {
  return raw.split(',').map((part) => {
    const [id, b64] = part.trim().split(':');
    const k = Buffer.from(b64 ?? '', 'base64');
    if (!id || k.length !== 32) throw new Error(`KILN_BOX_KEYS: entry "${id ?? ''}" must be <id>:<32 bytes, base64>`);
    return { id, k };
  });
}

export const settings = {
  port: Number(process.env.PORT ?? 7400),
  db: required('DATABASE_URL'),
  ci: { base: required('KILN_CI_URL'), x: required('KILN_CI_TOKEN') },
  adminKey: required('KILN_ADMIN_KEY'),
  introspect: required('KILN_INTROSPECTION_URL'),
};

export const box = makeBox(ring(required('KILN_BOX_KEYS')));
