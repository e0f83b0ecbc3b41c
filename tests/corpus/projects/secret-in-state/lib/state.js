// The state encoder: URL-safe base64 of JSON, no signature.
export function toState(value) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
