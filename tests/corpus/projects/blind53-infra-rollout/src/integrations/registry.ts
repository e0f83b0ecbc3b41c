/**
 * OCI registry access. The MCP server authenticates to the registry with its
 * own robot account and asks for short-lived, repository-scoped pull tokens.
 */
const REGISTRY_URL = process.env.REGISTRY_URL ?? 'https://registry.internal.example.net';

export interface PullGrant {
  readonly repository: string;
  readonly token: string;
  readonly expiresIn: number;
}

function robotCredentials(): string {
  const user = process.env.REGISTRY_ROBOT_USER;
  const password = process.env.REGISTRY_ROBOT_PASSWORD;
  if (!user || !password) throw new Error('REGISTRY_ROBOT_USER / REGISTRY_ROBOT_PASSWORD are required');
  return Buffer.from(`${user}:${password}`).toString('base64');
}

export async function pullGrant(repository: string): Promise<PullGrant> {
  const url = new URL('/token', REGISTRY_URL);
  url.searchParams.set('service', new URL(REGISTRY_URL).host);
  url.searchParams.set('scope', `repository:${repository}:pull`);
  const res = await fetch(url, { headers: { authorization: `Basic ${robotCredentials()}` } });
  if (!res.ok) throw new Error(`registry token endpoint answered ${res.status}`);
  const body = (await res.json()) as { token: string; expires_in?: number };
  return { repository, token: body.token, expiresIn: body.expires_in ?? 300 };
}

const MANIFEST_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');

/** HEAD the manifest and return its content digest, or undefined when it is gone. */
export async function manifestDigest(repository: string, reference: string, token: string): Promise<string | undefined> {
  const res = await fetch(new URL(`/v2/${repository}/manifests/${reference}`, REGISTRY_URL), {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}`, accept: MANIFEST_TYPES },
  });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`manifest ${repository}@${reference}: ${res.status}`);
  return res.headers.get('docker-content-digest') ?? undefined;
}
