// Compact serialisation of an in-progress form draft so it fits in a single string.
'use strict';

function encodeDraft(draft) {
  return Buffer.from(JSON.stringify(draft), 'utf8').toString('base64');
}

function decodeDraft(text) {
  return JSON.parse(Buffer.from(String(text), 'base64').toString('utf8'));
}

module.exports = { encodeDraft, decodeDraft };
