// Packs an in-progress lab order draft into the opaque requestState string and back.
'use strict';

const DRAFT_VERSION = 2;

function encodeDraft(draft) {
  return Buffer.from(JSON.stringify({ v: DRAFT_VERSION, ...draft })).toString('base64url');
}

function decodeDraft(raw) {
  if (!raw) return null;
  const draft = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  if (draft.v !== DRAFT_VERSION) return null;
  delete draft.v;
  return draft;
}

module.exports = { encodeDraft, decodeDraft };
