// Compact encoding for multi-step form drafts: JSON, raw-deflated, then base64url.
'use strict';

const zlib = require('node:zlib');

const MAX_DRAFT_BYTES = 64 * 1024;

function encodeDraft(draft) {
  return zlib.deflateRawSync(Buffer.from(JSON.stringify(draft), 'utf8')).toString('base64url');
}

function decodeDraft(text) {
  const json = zlib.inflateRawSync(Buffer.from(text, 'base64url'), { maxOutputLength: MAX_DRAFT_BYTES });
  return JSON.parse(json.toString('utf8'));
}

module.exports = { encodeDraft, decodeDraft };
