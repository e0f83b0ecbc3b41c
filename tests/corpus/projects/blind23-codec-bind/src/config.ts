import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface AppConfig {
  port: number;
  mail: { apiBase: string; tokenExchangeUrl: string; clientId: string; clientSecret: string };
  stateKey: Buffer;
  tokenKey: Buffer;
}

interface RawConfig {
  port?: number;
  mail: { apiBase: string; tokenExchangeUrl: string; clientId: string };
  secrets: { stateKeyFile: string; tokenKeyFile: string; clientSecretFile: string };
}

const MIN_KEY_BYTES = 32;

function readSecretFile(path: string): string {
  const value = readFileSync(path, 'utf8').trim();
  if (!value) throw new Error(`secret file ${path} is empty`);
  return value;
}

function readKey(path: string, label: string): Buffer {
  const key = Buffer.from(readSecretFile(path), 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${label} (${path}) must decode to at least ${MIN_KEY_BYTES} bytes, got ${key.length}`);
  }
  return key;
}

export function loadConfig(path = process.env.MAILROOM_CONFIG ?? 'config/server.yaml'): AppConfig {
  const raw = parse(readFileSync(path, 'utf8')) as RawConfig;
  const stateKey = readKey(raw.secrets.stateKeyFile, 'state key');
  const tokenKey = readKey(raw.secrets.tokenKeyFile, 'token key');
  if (stateKey.equals(tokenKey)) throw new Error('state key and token key must differ');

  return {
    port: Number(process.env.PORT ?? raw.port ?? 8080),
    mail: { ...raw.mail, clientSecret: readSecretFile(raw.secrets.clientSecretFile) },
    stateKey,
    tokenKey,
  };
}
