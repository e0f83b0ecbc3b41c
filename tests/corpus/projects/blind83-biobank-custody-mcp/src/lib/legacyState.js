// Reader for the pre-1.4 requestState format that older lab workstation clients may still echo back.
function openLegacy(encoded, required) {
  let claims;
  try {
    claims = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (claims.exp && claims.exp <= Date.now()) return null;
  for (const [field, value] of Object.entries(required)) {
    if (claims[field] !== value) return null;
  }
  return claims;
}

module.exports = { openLegacy };
