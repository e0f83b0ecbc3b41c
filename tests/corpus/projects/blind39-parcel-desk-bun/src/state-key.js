import { hostname } from 'node:os';
import pkg from '../package.json' with { type: 'json' };

// Production sets STATE_KEY (fly secrets set STATE_KEY=$(openssl rand -base64 32)).
// Locally we derive a stable key instead, so a pending pickup survives `bun --watch` restarts.
export function stateKey() {
  const configured = Bun.env.STATE_KEY;
  if (configured) return Buffer.from(configured, 'base64');
  return new Bun.CryptoHasher('sha256').update(`${pkg.name}:${hostname()}`).digest();
}
