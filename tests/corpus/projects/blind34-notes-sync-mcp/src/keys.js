// the key that signs requestState. 32+ random bytes, base64:
//   openssl rand -base64 32
var raw = process.env.NOTES_STATE_KEY || '';
var key = Buffer.from(raw, 'base64');
if (key.length < 32) {
  throw new Error('NOTES_STATE_KEY must be set to at least 32 random bytes (base64), e.g. `openssl rand -base64 32`');
}

export const STATE_KEY = key;
