// In-memory billing stand-in for looking up, voiding and reminding about invoices.
'use strict';

// Thin in-memory stand-in for the billing service client.
const invoices = new Map([
  ['INV-1001', { id: 'INV-1001', customer: 'acme', amountCents: 129900, status: 'open', lastReminder: null }],
  ['INV-1002', { id: 'INV-1002', customer: 'globex', amountCents: 4500, status: 'open', lastReminder: null }],
  ['INV-1003', { id: 'INV-1003', customer: 'acme', amountCents: 88000, status: 'paid', lastReminder: null }],
]);

function getInvoice(id) {
  const inv = invoices.get(id);
  if (!inv) throw new Error(`Unknown invoice ${id}`);
  return inv;
}

function voidInvoice(id, actor, reason) {
  const inv = getInvoice(id);
  if (inv.status === 'void') return inv;
  inv.status = 'void';
  inv.voidedBy = actor;
  inv.voidReason = reason;
  return inv;
}

function recordReminder(id, channel) {
  const inv = getInvoice(id);
  inv.lastReminder = { at: new Date().toISOString(), channel };
  return inv;
}

function formatAmount(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}

module.exports = { getInvoice, voidInvoice, recordReminder, formatAmount };
