// Money helpers: parsing statement amounts into integer cents and formatting them.
'use strict';

function toCents(input) {
  if (typeof input === 'number') return Math.round(input * 100);
  const cleaned = String(input).trim().replace(/\s/g, '');
  const negative = cleaned.startsWith('-') || (cleaned.startsWith('(') && cleaned.endsWith(')'));
  const digits = cleaned.replace(/[()+-]/g, '');
  let normalised;
  if (/,\d{2}$/.test(digits)) normalised = digits.replace(/\./g, '').replace(',', '.');
  else normalised = digits.replace(/,/g, '');
  const value = Number.parseFloat(normalised);
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${input}`);
  const cents = Math.round(value * 100);
  return negative ? -cents : cents;
}

function formatCents(cents, currency = 'EUR') {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
}

function sumCents(values) {
  return values.reduce((acc, v) => acc + v, 0);
}

function withinTolerance(a, b, toleranceCents = 0) {
  return Math.abs(a - b) <= toleranceCents;
}

module.exports = { toCents, formatCents, sumCents, withinTolerance };
