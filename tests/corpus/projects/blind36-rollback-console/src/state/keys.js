import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';

const pkg = createRequire(import.meta.url)('../../package.json');

function fromEnv(name) {
  const raw = process.env[name];
  if (!raw) return undefined;
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must be at least 32 bytes (base64)`);
  return bytes;
}

// Production mounts ROLLBACK_STATE_KEY from the vault. Laptops and preview envs don't
// have it, so derive a stable per-host key there; that keeps rounds valid across
// `node --watch` restarts.
export const roundKey = fromEnv('ROLLBACK_STATE_KEY') ?? createHash('sha256').update(`${pkg.name}@${hostname()}`).digest();
