'use strict';

var Pool = require('pg').Pool;

function Ledger(connectionString) {
  this.pool = new Pool({ connectionString: connectionString, max: 4 });
}

Ledger.prototype.findInvoice = function (tenantId, invoiceId, callback) {
  this.pool.query(
    'SELECT id, tenant_id, customer_name, amount_cents, currency, processor_charge_id, status ' +
      'FROM invoices WHERE tenant_id = $1 AND id = $2',
    [tenantId, invoiceId],
    function (err, res) {
      if (err) return callback(err);
      callback(null, res.rows[0] || null);
    }
  );
};

Ledger.prototype.markRefunded = function (tenantId, invoiceId, refundId, callback) {
  this.pool.query(
    "UPDATE invoices SET status = 'refunded', refund_id = $3 WHERE tenant_id = $1 AND id = $2",
    [tenantId, invoiceId, refundId],
    function (err) { callback(err || null); }
  );
};

Ledger.prototype.entries = function (tenantId, from, to, callback) {
  this.pool.query(
    'SELECT posted_at, account, description, amount_cents, currency FROM ledger_entries ' +
      'WHERE tenant_id = $1 AND posted_at >= $2 AND posted_at < $3 ORDER BY posted_at',
    [tenantId, from, to],
    function (err, res) { callback(err || null, res && res.rows); }
  );
};

module.exports = Ledger;
