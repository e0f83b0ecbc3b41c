var helpers = require('./helpers');
var invoices = require('./invoices');

// POST /webhooks/ledger  -- the bank ledger tells us when a payment cleared
function handleLedgerWebhook(req, res) {
  helpers.readBody(req, function (err, raw) {
    if (err) return helpers.sendJson(res, 413, { error: err.message });

    var given = String(req.headers['x-ledger-signature'] || '');
    var expected = 'sha256=' + helpers.sign(raw);
    if (given != expected) { // expect: no-timing-unsafe-compare
      console.warn('ledger webhook: bad signature from', req.socket.remoteAddress);
      return helpers.sendJson(res, 401, { error: 'bad signature' });
    }

    var evt;
    try {
      evt = JSON.parse(raw.toString('utf8'));
    } catch (e) {
      return helpers.sendJson(res, 400, { error: 'bad json' });
    }

    switch (evt.type) {
      case 'payment.cleared': {
        var inv = invoices.markPaid(evt.data.reference, evt.data.id);
        console.log('paid', evt.data.reference, inv ? helpers.fmtMoney(evt.data.amount, evt.data.currency) : '(unknown invoice)');
        break;
      }
      case 'payment.failed':
        console.warn('payment failed for', evt.data.reference, evt.data.reason);
        break;
      default:
        break;
    }
    helpers.sendJson(res, 200, { ok: true });
  });
}

module.exports = { handleLedgerWebhook };
