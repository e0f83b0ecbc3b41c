// Container registry client that looks up image manifests and deletes them with a robot token.
// @ts-nocheck
import { requireKey } from '@harbor/vault-state';

const base = process.env.HARBOR_REGISTRY_URL ?? 'http://registry.internal:5000';
const robotToken = () => requireKey('HARBOR_REGISTRY_ROBOT_TOKEN', 24).toString('utf8');

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/v2/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${robotToken()}`,
      accept: 'application/vnd.oci.image.manifest.v1+json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

export const registryClient = {
  async manifest(repository: string, ref: string): Promise<{ digest: string; pulls: number } | null> {
    const res = await call(`${repository}/manifests/${encodeURIComponent(ref)}`, { method: 'HEAD' });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`registry HEAD ${res.status}`);
    return { digest: res.headers.get('docker-content-digest') ?? '', pulls: Number(res.headers.get('x-harbor-pulls') ?? 0) };
  },
  async deleteManifest(repository: string, digest: string): Promise<void> {
    const res = await call(`${repository}/manifests/${digest}`, { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`registry DELETE ${res.status}`);
  },
};
