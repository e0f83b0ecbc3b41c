// Packs an escalation draft into a compact URL-safe string and back.
const zlib = require('node:zlib');

function packDraft(draft) {
  return zlib.deflateRawSync(Buffer.from(JSON.stringify(draft), 'utf8')).toString('base64url');
}

function unpackDraft(text) {
  return JSON.parse(zlib.inflateRawSync(Buffer.from(text, 'base64url')).toString('utf8'));
}

module.exports = { packDraft, unpackDraft };
