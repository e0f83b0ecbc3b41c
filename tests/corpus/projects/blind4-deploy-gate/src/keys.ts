import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Key material for signing approval tokens.
//
// Production sets GATE_SIGNING_KEY (base64url, 32 bytes). For people trying
// the tool locally we derive a key so that `npx deploy-gate` works without
// any setup; the derived key is stable across restarts of the same version.

interface PackageInfo {
  name: string;
  version: string;
}

function readPackageInfo(): PackageInfo {
  const url = new URL('../package.json', import.meta.url);
  const parsed = JSON.parse(readFileSync(url, 'utf8')) as Partial<PackageInfo>;
  return { name: parsed.name ?? 'deploy-gate', version: parsed.version ?? '0.0.0' };
}

function fromEnv(): Uint8Array | undefined {
  const raw = process.env.GATE_SIGNING_KEY;
  if (!raw) return undefined;
  const bytes = Buffer.from(raw, 'base64url');
  if (bytes.length < 32) {
    throw new Error('GATE_SIGNING_KEY must decode to at least 32 bytes');
  }
  return new Uint8Array(bytes);
}

function derivedLocalKey(): Uint8Array {
  const pkg = readPackageInfo();
  const digest = createHash('sha256').update(`${pkg.name}@${pkg.version}/approvals`).digest();
  return new Uint8Array(digest);
}

let cached: Uint8Array | undefined;

export function gateSigningKey(): Uint8Array {
  if (!cached) {
    cached = fromEnv() ?? derivedLocalKey();
    if (!process.env.GATE_SIGNING_KEY) {
      process.stderr.write('[deploy-gate] GATE_SIGNING_KEY not set, using a local development key\n');
    }
  }
  return cached;
}
