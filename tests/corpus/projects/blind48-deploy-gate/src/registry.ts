import { settings } from './settings.js';

export interface RegistrySession {
  token: string;
  expiresAt: number;
}

export interface Manifest {
  digest: string;
  createdAt: string;
  sizeBytes: number;
}

// The registry rate-limits logins per robot account (10/min), so callers should reuse a session
// for the whole approval instead of logging in on every round.
export async function login(scope: string): Promise<RegistrySession> {
  const basic = Buffer.from(`${settings.registry.user}:${settings.registry.password}`).toString('base64');
  const res = await fetch(`${settings.registry.url}/v2/token?service=registry&scope=${encodeURIComponent(scope)}`, {
    headers: { authorization: `Basic ${basic}` },
  });
  if (!res.ok) throw new Error(`registry login failed: ${res.status}`);
  const body = (await res.json()) as { token: string; expires_in?: number };
  return { token: body.token, expiresAt: Date.now() + (body.expires_in ?? 300) * 1000 };
}

export async function manifest(session: RegistrySession, service: string, version: string): Promise<Manifest | null> {
  const res = await fetch(`${settings.registry.url}/v2/${service}/manifests/${encodeURIComponent(version)}`, {
    headers: {
      authorization: `Bearer ${session.token}`,
      accept: 'application/vnd.oci.image.manifest.v1+json',
    },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`manifest lookup failed: ${res.status}`);
  const digest = res.headers.get('docker-content-digest') ?? '';
  const body = (await res.json()) as { annotations?: Record<string, string>; layers?: { size: number }[] };
  return {
    digest,
    createdAt: body.annotations?.['org.opencontainers.image.created'] ?? 'unknown',
    sizeBytes: (body.layers ?? []).reduce((n, l) => n + l.size, 0),
  };
}

export function retagScope(service: string): string {
  return `repository:${service}:pull,push`;
}
