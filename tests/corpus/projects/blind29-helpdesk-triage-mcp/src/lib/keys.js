// HELPDESK_STATE_KEY: 32+ random bytes, base64 (openssl rand -base64 32). Shared by every replica.
function loadStateKey() {
  const raw = process.env.HELPDESK_STATE_KEY;
  if (!raw) throw new Error('HELPDESK_STATE_KEY is not set');
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) throw new Error('HELPDESK_STATE_KEY must decode to at least 32 bytes');
  return key;
}

export const stateKey = loadStateKey();
