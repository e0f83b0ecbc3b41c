import { readFileSync } from 'node:fs';

// Every token carries the id of the key that signed it, so keys can be rolled without
// breaking confirmations that are in flight. To roll: copy CURRENT to PREVIOUS (key and kid),
// put a fresh key in CURRENT, deploy, and drop PREVIOUS after a day.
const CURRENT_KID = process.env.DEPLOY_STATE_KID ?? '2025-06';
const PREVIOUS_KID = process.env.DEPLOY_STATE_PREVIOUS_KID ?? '2025-01';

/** base64 secret from NAME, or from the file NAME_FILE points at (k8s secret volume). */
function secretFromEnvOrFile(name) {
  const inline = process.env[name];
  if (inline) return Buffer.from(inline, 'base64');
  const file = process.env[`${name}_FILE`];
  if (file) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  return undefined;
}

const current = secretFromEnvOrFile('DEPLOY_STATE_KEY');
if (!current || current.length < 32) {
  throw new Error('DEPLOY_STATE_KEY (or DEPLOY_STATE_KEY_FILE) must hold at least 32 random bytes, base64-encoded');
}

export const signingKey = Object.freeze({ kid: CURRENT_KID, secret: current });

export const verifyingKeys = Object.freeze([
  signingKey,
  // Only set during a roll. Keep the slot filled so a lookup by kid never hands undefined to createHmac.
  Object.freeze({
    kid: PREVIOUS_KID,
    secret: secretFromEnvOrFile('DEPLOY_STATE_KEY_PREVIOUS') ?? Buffer.from('deploy-gate:previous-key-not-configured'),
  }),
]);

export function verifyingKey(kid) {
  return verifyingKeys.find((key) => key.kid === kid);
}
