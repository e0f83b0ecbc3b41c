import vault from 'node-vault';
import pino from 'pino';
import { config } from '../config.js';

const log = pino({ name: 'vault' });

const client = vault({ apiVersion: 'v1', endpoint: config.VAULT_ADDR });

let login: Promise<void> | undefined;
let tokenExpiresAt = 0;

async function ensureLogin(): Promise<void> {
  if (Date.now() < tokenExpiresAt - 30_000) return;
  login ??= client
    .approleLogin({ role_id: config.VAULT_ROLE_ID, secret_id: config.VAULT_SECRET_ID })
    .then((res: { auth: { client_token: string; lease_duration: number } }) => {
      client.token = res.auth.client_token;
      tokenExpiresAt = Date.now() + res.auth.lease_duration * 1000;
      log.debug({ ttl: res.auth.lease_duration }, 'vault approle login ok');
    })
    .finally(() => {
      login = undefined;
    });
  await login;
}

/** Reads the latest version of a KV v2 secret and returns its `data` map. */
export async function readKv<T extends Record<string, unknown>>(path: string): Promise<T> {
  await ensureLogin();
  const res = await client.read(`${config.VAULT_KV_MOUNT}/data/${path}`);
  return res.data.data as T;
}
