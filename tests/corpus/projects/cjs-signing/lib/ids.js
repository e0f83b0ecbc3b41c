// Id helpers: a short id is a prefix of a public id, nothing secret.
exports.shortId = function shortId(id) {
  return String(id).slice(0, 8);
};
