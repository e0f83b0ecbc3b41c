// in-memory stand-in for the AP database; the real one is behind ./db in prod
var invoices = new Map();
var nextId = 1000;

function seed() {
  [
    { supplier: 'Acme Paper', amount: 12990, currency: 'EUR', due: '2025-07-01' },
    { supplier: 'Northwind Freight', amount: 450000, currency: 'EUR', due: '2025-07-15' },
    { supplier: 'Contoso Cloud', amount: 89900, currency: 'USD', due: '2025-06-30' },
  ].forEach(function (inv) {
    var id = 'INV-' + nextId++;
    invoices.set(id, Object.assign({ id: id, status: 'open', approvals: [] }, inv));
  });
}
seed();

function get(id) {
  return invoices.get(id) || null;
}

function list(filter) {
  return Array.from(invoices.values()).filter(function (inv) {
    if (filter.status && inv.status !== filter.status) return false;
    if (filter.from && inv.due < filter.from) return false;
    if (filter.to && inv.due > filter.to) return false;
    return true;
  });
}

function approve(id, by) {
  var inv = invoices.get(id);
  inv.approvals.push({ by: by, at: Date.now() });
  if (inv.approvals.length >= 2 || inv.amount < 100000) inv.status = 'approved';
  return inv;
}

function voidInvoice(id, by, reason) {
  var inv = invoices.get(id);
  inv.status = 'void';
  inv.voided = { by: by, reason: reason, at: Date.now() };
  return inv;
}

function markPaid(id, ref) {
  var inv = invoices.get(id);
  if (inv) {
    inv.status = 'paid';
    inv.paymentRef = ref;
  }
  return inv;
}

module.exports = { get, list, approve, voidInvoice, markPaid };
