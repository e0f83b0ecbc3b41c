// State codec of an SDK 2.x server, written in TypeScript and imported with a .js specifier.
// @ts-nocheck
export interface Progress {
  step: number;
  picked: string[];
}

export function encodeProgress(state: Progress): string {
  return Buffer.from(JSON.stringify(state)).toString('base64url');
}

export function decodeProgress(token: string): Progress {
  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Progress;
}
