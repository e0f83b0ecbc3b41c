// Encodes the progress of a paused reconciliation so a retried call can pick up where it stopped.
const FORMAT = 1;

function encodeResume(progress) {
  return Buffer.from(JSON.stringify({ v: FORMAT, ...progress })).toString('base64url');
}

function decodeResume(text) {
  const parsed = JSON.parse(Buffer.from(String(text), 'base64url').toString('utf8'));
  if (parsed.v !== FORMAT) throw new Error(`unsupported resume format ${parsed.v}`);
  return parsed;
}

module.exports = { encodeResume, decodeResume };
