// Wire helpers of a CommonJS booking server: state goes out and comes back as base64 JSON.
function toWire(value) {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

function fromWire(token) {
  const text = Buffer.from(token, 'base64').toString('utf8');
  return JSON.parse(text);
}

module.exports = { toWire, fromWire };
