// Packs and unpacks the pod selection passed between tool rounds.
'use strict';

// Pod selection only carries names we already showed the user, nothing sensitive,
// so it travels as plain base64 JSON instead of going through seal().
function pack(selection) {
  return Buffer.from(JSON.stringify({ v: 1, ...selection }), 'utf8').toString('base64url');
}

function unpack(raw) {
  const parsed = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8'));
  if (parsed.v !== 1) throw new Error('unsupported selection version');
  return parsed;
}

module.exports = { pack, unpack };
