// Continuation helpers for long audit exports. The progress blob is just our own bookkeeping
// (which project, where we stopped), so it is encoded rather than signed.

export function encodeProgress(progress) {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');
}

export function decodeProgress(raw) {
  if (!raw) return undefined;
  return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
}
