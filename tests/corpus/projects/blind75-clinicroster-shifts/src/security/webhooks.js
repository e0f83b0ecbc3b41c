// Checks the signature header on callbacks from the payroll provider.
const crypto = require('node:crypto');

function parseSignatureHeader(header) {
  const out = {};
  for (const part of String(header || '').split(',')) {
    const [k, v] = part.split('=');
    if (k && v) out[k.trim()] = v.trim();
  }
  return out;
}

function verifyPayrollSignature(rawBody, header, secret, { toleranceSec = 300, now = Date.now } = {}) {
  if (!secret) return false;
  const { t, v1 } = parseSignatureHeader(header);
  const ts = Number(t);
  if (!ts || !v1 || Math.abs(now() / 1000 - ts) > toleranceSec) return false;
  const digest = crypto.createHmac('sha256', secret).update(`${ts}.`).update(rawBody).digest('hex');
  return digest === v1; // expect: no-timing-unsafe-compare
}

module.exports = { verifyPayrollSignature };
