// Loads and length-checks the LEDGER_STATE_KEY from the environment.
// The state key must come from the secret store. There is deliberately no
// development default: a missing or short key stops the process.
export function loadStateKey(env = process.env) {
  const encoded = env.LEDGER_STATE_KEY;
  if (!encoded) {
    throw new Error('LEDGER_STATE_KEY is not set (generate with: openssl rand -base64 32)');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error(`LEDGER_STATE_KEY decodes to ${key.length} bytes; 32 or more are required`);
  }
  return key;
}
