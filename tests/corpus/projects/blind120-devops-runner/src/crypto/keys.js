// Derives separate seal and MAC keys from the runner state passphrase with scrypt.
import { scryptSync } from 'node:crypto';

// One passphrase, two purpose-separated keys. scrypt makes even a so-so
// passphrase expensive to brute force.
const passphrase = process.env.RUNNER_STATE_PASSPHRASE ?? 'devops-runner';

export const sealKey = scryptSync(passphrase, 'devops-runner/seal/v1', 32);
export const macKey = scryptSync(passphrase, 'devops-runner/mac/v1', 32);
