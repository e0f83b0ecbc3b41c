import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export interface HostSecrets {
  /** HS256 secret for round-trip state; optional in dev. */
  stateSecret?: string;
  /** Shared code the on-call lead gives out to approve closing P1 tickets. */
  opsApprovalCode: string;
  helpdeskToken: string;
  crmWorkspaces: Record<string, { name: string; apiKey: string }>;
}

export interface HostConfig {
  port: number;
  issuer: string;
  oidc: { issuer: string; jwksUri: string; audience: string };
  plugins: string[];
  secretsFile: string;
  tickets: { baseUrl: string };
  crm: { baseUrl: string };
}

const DEFAULT_PATH = fileURLToPath(new URL('../../config/host.json', import.meta.url));

async function readJson<T>(path: string): Promise<T> {
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

export async function loadConfig(path = process.env.HOST_CONFIG ?? DEFAULT_PATH) {
  const config = await readJson<HostConfig>(path);
  const secrets = await readJson<HostSecrets>(process.env.HOST_SECRETS ?? config.secretsFile);
  return { config, secrets };
}
