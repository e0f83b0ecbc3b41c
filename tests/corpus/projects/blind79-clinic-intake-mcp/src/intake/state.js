// Reading and writing the intake draft that rides along with each round, including drafts in the 1.x layout.
'use strict';

const { DraftError, sealGcm, openGcm, decryptCbc } = require('../crypto/envelope');

const STATE_META_KEY = 'health.riverbend/requestState';
const RESPONSES_META_KEY = 'health.riverbend/inputResponses';
const DRAFT_TTL_MS = 10 * 60 * 1000;
const CURRENT = 2;

// 1.x drafts: { s: step index, pt: { fn, ln, dob, tel }, ins: { payer, member }, ok: consent flag, t: issued-at }
const V1_STEPS = ['demographics', 'insurance', 'consent', 'appointment'];

function upgradeV1(d) {
  return {
    v: CURRENT,
    tool: 'patient_intake',
    step: V1_STEPS[d.s] || 'demographics',
    patient: d.pt ? { firstName: d.pt.fn, lastName: d.pt.ln, dateOfBirth: d.pt.dob, phone: d.pt.tel } : null,
    insurance: d.ins ? { payerId: d.ins.payer, memberId: d.ins.member, eligibility: null } : null,
    consent: d.ok ? { treatment: true, privacy: true, version: 'legacy' } : null,
    exp: (d.t || 0) + DRAFT_TTL_MS,
  };
}

function readDraft(token, keys, { tool, now = Date.now() }) {
  if (!token) return null;
  let draft;
  if (token.startsWith('d2.')) {
    draft = openGcm(keys.current, token.slice(3));
  } else if (token.startsWith('d1.')) {
    draft = upgradeV1(JSON.parse(decryptCbc(keys.legacy, Buffer.from(token.slice(3), 'base64url'))));
  } else {
    throw new DraftError('unrecognised draft format');
  }
  if (draft.v !== CURRENT) throw new DraftError(`unsupported draft version ${draft.v}`);
  if (draft.tool !== tool) throw new DraftError('draft belongs to another tool');
  if (!(Number(draft.exp) > now)) throw new DraftError('draft expired');
  return draft;
}

function writeDraft(draft, keys, { tool, now = Date.now() }) {
  const { v, exp, ...rest } = draft;
  return `d2.${sealGcm(keys.current, { ...rest, v: CURRENT, tool, exp: now + DRAFT_TTL_MS })}`;
}

function roundFrom(extra) {
  const meta = extra && extra._meta ? extra._meta : {};
  return { token: meta[STATE_META_KEY], responses: meta[RESPONSES_META_KEY] || {} };
}

function inputRequiredResult(inputRequests, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: note || 'More information is needed to continue the intake.' }],
    _meta: { [STATE_META_KEY]: requestState },
  };
}

module.exports = { readDraft, writeDraft, roundFrom, inputRequiredResult, STATE_META_KEY };
