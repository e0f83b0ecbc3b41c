// The state encoder behind a barrel file: re-exported with export * from lib/index.js.
export function encodeState(state) {
  const json = JSON.stringify(state);
  return Buffer.from(json, 'utf8').toString('base64');
}

export function publicDigest(text) {
  return text.split('').reverse().join('');
}
