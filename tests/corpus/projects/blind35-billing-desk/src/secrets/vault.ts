import { readFile } from 'node:fs/promises';
import vaultClient from 'node-vault';
import { config } from '../config.js';

type Vault = ReturnType<typeof vaultClient>;

let session: Promise<Vault> | undefined;

/** AppRole login; the secret id is mounted as a Docker secret next to the container. */
async function login(): Promise<Vault> {
  const vault = vaultClient({ apiVersion: 'v1', endpoint: config.vault.endpoint });
  const secretId = (await readFile(config.vault.secretIdFile, 'utf8')).trim();
  const { auth } = await vault.approleLogin({ role_id: config.vault.roleId, secret_id: secretId });
  vault.token = auth.client_token;
  return vault;
}

/** Reads one KV v2 secret. */
export async function readKv<T extends Record<string, string>>(path: string): Promise<T> {
  session ??= login().catch((err) => {
    session = undefined;
    throw err;
  });
  const vault = await session;
  const res = await vault.read(`${config.vault.mount}/data/${path}`);
  return res.data.data as T;
}
