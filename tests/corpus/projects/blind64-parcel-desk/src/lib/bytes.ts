// Tiny encoding helpers shared by the link builder, the envelope and the carrier client.

export const b64u = (input: string | Uint8Array): string => Buffer.from(input).toString('base64url');

export const unb64u = (input: string): string => Buffer.from(input, 'base64url').toString('utf8');

export const json = {
  out: (value: unknown): string => JSON.stringify(value),
  in: <T>(text: string): T => JSON.parse(text) as T,
};
