// small stuff that didn't fit anywhere else

function env(name) {
  var v = process.env[name];
  if (!v) throw new Error('missing env ' + name);
  return v;
}

function fmtMoney(cents, currency) {
  return (cents / 100).toFixed(2) + ' ' + (currency || 'EUR');
}

function isoDay(d) {
  return new Date(d).toISOString().slice(0, 10);
}

function pick(obj, keys) {
  var out = {};
  keys.forEach(function (k) {
    if (obj[k] !== undefined) out[k] = obj[k];
  });
  return out;
}

function text(t) {
  return { content: [{ type: 'text', text: t }] };
}

function fail(t) {
  return { isError: true, content: [{ type: 'text', text: t }] };
}

module.exports = { env, fmtMoney, isoDay, pick, text, fail };
