// Resolves the key that signs dispatch request state.
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readFileSync } from 'node:fs';
import { config } from './config.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const fromEnv = (b64) => Buffer.from(b64, 'base64');

const perInstance = () => createHash('sha256').update(`${pkg.name}:${pkg.version}:${hostname()}`).digest();

export const stateKey = config.stateKeyB64 ? fromEnv(config.stateKeyB64) : perInstance();
