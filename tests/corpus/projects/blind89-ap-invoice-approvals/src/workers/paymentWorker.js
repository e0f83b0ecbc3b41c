// Background worker that releases approved payments through the bank API.
'use strict';

const axios = require('axios');
const config = require('../config');
const db = require('../lib/db');
const { bus } = require('../lib/bus');

const bank = axios.create({
  baseURL: config.bank.baseUrl,
  timeout: 15000,
  headers: { 'x-api-key': config.bank.apiKey },
});

async function releasePayment(msg) {
  const invoice = await db.getInvoice(msg.invoiceId, msg.entity);
  if (!invoice || invoice.status !== 'pending_approval') {
    bus.emit('payment.skipped', { invoiceId: msg.invoiceId, reason: invoice ? invoice.status : 'not found' });
    return;
  }
  const approved = await db.markApproved(invoice.id, msg.approvedBy);
  if (!approved) return;
  const { data } = await bank.post(
    '/transfers',
    {
      debit_account: config.bank.debitAccount,
      creditor_iban: invoice.iban,
      creditor_name: invoice.vendor_name,
      amount: { value: invoice.amount_cents, currency: invoice.currency },
      remittance: `INV ${invoice.number}`,
    },
    { headers: { 'idempotency-key': `inv-${invoice.id}` } },
  );
  await db.recordPayment({ invoiceId: invoice.id, bankReference: data.reference, amountCents: invoice.amount_cents, currency: invoice.currency, approvedBy: msg.approvedBy });
  bus.emit('payment.released', { invoiceId: invoice.id, bankReference: data.reference });
}

function startPaymentWorker() {
  bus.on('payment.release', (msg) => {
    releasePayment(msg).catch((err) => {
      console.error(`[payments] invoice ${msg.invoiceId} failed`, err.message);
      bus.emit('payment.failed', { invoiceId: msg.invoiceId, error: err.message });
    });
  });
}

module.exports = { startPaymentWorker };
