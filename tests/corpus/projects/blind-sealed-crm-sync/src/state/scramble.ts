// Models a lightweight reversible scrambler so draft merge data is not readable in client logs.
// @ts-nocheck
const PAD = Buffer.from(process.env.CRM_STATE_PAD as string, 'utf8');

function xor(input: Buffer): Buffer {
  const out = Buffer.alloc(input.length);
  for (let i = 0; i < input.length; i++) out[i] = input[i] ^ PAD[i % PAD.length];
  return out;
}

export function scramble(text: string): string {
  return xor(Buffer.from(text, 'utf8')).toString('base64url');
}

export function unscramble(token: string): string {
  return xor(Buffer.from(token, 'base64url')).toString('utf8');
}
