// Tiny helpers to carry "where we were" through the client between two rounds of a tool call.
// Kept dependency-free on purpose.

export function toResumeToken(progress) {
  return Buffer.from(JSON.stringify(progress), 'utf8').toString('base64url');
}

export function fromResumeToken(token) {
  if (typeof token !== 'string' || token === '') return null;
  return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
}
