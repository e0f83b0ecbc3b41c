// src/repo.ts — knex queries for invoices, payments, vendors and vendor integrations
// @ts-nocheck
import knexFactory from 'knex';
import { settings } from './settings.js';

var knex = knexFactory({ client: 'pg', connection: settings.databaseUrl, pool: { min: 0, max: 8 } });

export var repo = {
  openInvoices: function (orgId, vendorId) {
    var q = knex('invoices')
      .select('id', 'vendor_id', 'number', 'amount_cents', 'currency', 'due_on', 'status')
      .where({ org_id: orgId })
      .whereIn('status', ['received', 'approved_pending'])
      .orderBy('due_on', 'asc')
      .limit(100);
    if (vendorId) q = q.andWhere({ vendor_id: vendorId });
    return q;
  },

  invoice: function (orgId, invoiceId) {
    return knex('invoices as i')
      .join('vendors as v', 'v.id', 'i.vendor_id')
      .select('i.id', 'i.number', 'i.amount_cents', 'i.currency', 'i.status', 'i.vendor_id', 'v.name as vendor_name', 'v.payee_account_id')
      .where({ 'i.org_id': orgId, 'i.id': invoiceId })
      .first();
  },

  approveInvoice: function (orgId, invoiceId, approverId, payeeAccountId, amountCents) {
    return knex.transaction(function (trx) {
      return trx('invoices')
        .where({ org_id: orgId, id: invoiceId, status: 'received', amount_cents: amountCents })
        .update({ status: 'approved', approved_by: approverId, approved_at: knex.fn.now() })
        .then(function (n) {
          if (n !== 1) return null;
          return trx('payments')
            .insert({ org_id: orgId, invoice_id: invoiceId, payee_account_id: payeeAccountId, amount_cents: amountCents, created_by: approverId })
            .returning('id')
            .then(function (rows) { return rows[0]; });
        });
    });
  },

  vendor: function (orgId, vendorId) {
    return knex('vendors').select('id', 'name', 'payee_account_id', 'country').where({ org_id: orgId, id: vendorId }).first();
  },

  vendorIntegration: function (orgId, vendorId) {
    return knex('vendor_integrations')
      .select('endpoint', 'api_key', 'catalog_id')
      .where({ org_id: orgId, vendor_id: vendorId, enabled: true })
      .first();
  },

  replaceBankAccount: function (orgId, vendorId, iban, bic, userId) {
    return knex.transaction(function (trx) {
      return trx('vendor_bank_accounts')
        .insert({ org_id: orgId, vendor_id: vendorId, iban: iban, bic: bic, created_by: userId })
        .returning('id')
        .then(function (rows) {
          var id = rows[0].id || rows[0];
          return trx('vendors').where({ org_id: orgId, id: vendorId }).update({ payee_account_id: id, bank_changed_at: knex.fn.now() }).then(function () { return id; });
        });
    });
  },

  saveQuote: function (orgId, vendorId, quote, userId) {
    return knex('vendor_quotes')
      .insert({ org_id: orgId, vendor_id: vendorId, external_ref: quote.reference, total_cents: quote.totalCents, valid_until: quote.validUntil, requested_by: userId })
      .returning('id')
      .then(function (rows) { return rows[0].id || rows[0]; });
  }
};
