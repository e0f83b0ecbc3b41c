// base64url(JSON) and back. Used for paging cursors and anything else that has
// to survive a round trip through a client as one opaque string.

export function encode(value) {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decode(text) {
  if (typeof text !== 'string' || text === '') return undefined;
  return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
}
