var SftpClient = require('ssh2-sftp-client');
var { isoDay } = require('./misc');

function toCsv(rows) {
  var head = 'id,supplier,amount,currency,due,status';
  return [head]
    .concat(
      rows.map(function (r) {
        return [r.id, JSON.stringify(r.supplier), (r.amount / 100).toFixed(2), r.currency, r.due, r.status].join(',');
      }),
    )
    .join('\n');
}

async function uploadCsv(login, rows) {
  var client = new SftpClient();
  var name = '/inbound/invoices-' + isoDay(Date.now()) + '.csv';
  await client.connect({ host: login.host, port: 22, username: login.username, password: login.password });
  try {
    await client.put(Buffer.from(toCsv(rows)), name);
  } finally {
    await client.end();
  }
  return name;
}

module.exports = { uploadCsv, toCsv };
