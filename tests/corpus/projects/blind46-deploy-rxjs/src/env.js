import os from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = require('../package.json');

const requireSecret = (name) => {
  const value = process.env[name];
  if (!value || Buffer.byteLength(value) < 32) throw new Error(`${name} must be set to at least 32 bytes`);
  return value;
};

// Falls back to something stable per machine so a local restart does not kill rounds in flight.
const stateSecret = process.env.DEPLOY_STATE_SECRET ?? `${pkg.name}:${os.hostname()}`;

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 7070),
  version: pkg.version,
  deployApi: new URL(process.env.DEPLOY_API_URL ?? 'https://deployer.platform.internal'),
  logsApi: new URL(process.env.LOGS_API_URL ?? 'https://logs.platform.internal'),
  stateKey: new TextEncoder().encode(stateSecret),
  hookSecret: requireSecret('CI_WEBHOOK_SECRET'),
});
