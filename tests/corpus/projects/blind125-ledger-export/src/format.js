// Renders exported transaction rows as CSV or minimal OFX text.
'use strict';

function csvCell(v) {
  var s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

exports.toCsv = function (rows) {
  var header = ['date', 'description', 'amount', 'currency', 'balance'];
  var lines = [header.join(',')];
  rows.forEach(function (r) {
    lines.push([r.bookingDate, r.description, r.amount, r.currency, r.balanceAfter].map(csvCell).join(','));
  });
  return lines.join('\n');
};

exports.toOfx = function (rows) {
  var body = rows.map(function (r) {
    return '<STMTTRN><DTPOSTED>' + String(r.bookingDate).replace(/-/g, '') +
      '</DTPOSTED><TRNAMT>' + r.amount + '</TRNAMT><MEMO>' + r.description + '</MEMO></STMTTRN>';
  });
  return '<OFX><BANKTRANLIST>' + body.join('') + '</BANKTRANLIST></OFX>';
};
