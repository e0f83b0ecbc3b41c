import { hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// one stable key per host so a restart does not invalidate in-flight rounds
const inputKeyMaterial = Buffer.from(`${pkg.name}:${os.hostname()}`, 'utf8');
const okm = Buffer.from(hkdfSync('sha256', inputKeyMaterial, Buffer.from('calendar-sync'), Buffer.from('request-state/v1'), 64));

export const stateKeys = Object.freeze({
  enc: okm.subarray(0, 32),
  mac: okm.subarray(32, 64),
});
