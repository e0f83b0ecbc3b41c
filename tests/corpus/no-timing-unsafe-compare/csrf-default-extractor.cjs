// Models older Connect/Express CSRF middleware: the token is kept in the session, and the value to check is read by an
// option that defaults to a function of the module (`options.value || defaultValue`), then compared with !=.
const crypto = require('node:crypto');

function fromRequest(req) {
  return (req.body && req.body._csrf) || (req.query && req.query._csrf) || req.headers['x-csrf-token'];
}

module.exports = function csrf(options) {
  options = options || {};
  const read = options.value || fromRequest;
  return function (req, res, next) {
    const token = req.session._csrf || (req.session._csrf = crypto.randomBytes(18).toString('base64'));
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const given = read(req);
    if (given != token) return next(Object.assign(new Error('invalid csrf token'), { status: 403 })); // expect: no-timing-unsafe-compare
    // look-alike: the method the client sent, read by an option with a default too
    const method = (options.method || ((r) => r.method))(req);
    if (method === req.method) return next();
    return next();
  };
};
