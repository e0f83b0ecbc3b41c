import { config } from '../config.js';
import { readKv } from './client.js';

export interface ArgoCredentials {
  server: string;
  authToken: string;
}

interface ArgoSecret {
  server: string;
  auth_token: string;
}

/** Argo CD API credentials for the deploy bot account (KV v2, rotated weekly by the platform team). */
export async function argoCredentials(): Promise<ArgoCredentials> {
  const secret = await readKv<ArgoSecret>(config.ARGO_CREDS_PATH);
  return { server: secret.server, authToken: secret.auth_token };
}
