// Encodes and decodes the search pagination cursor passed as request state.
// Pagination state for the search tool. It is opaque to the client, so a
// plain base64url blob is enough; we only keep where we are in the result set.

export function encodeCursor(cursor) {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function decodeCursor(requestState) {
  if (!requestState) return null;
  try {
    return JSON.parse(Buffer.from(requestState, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
