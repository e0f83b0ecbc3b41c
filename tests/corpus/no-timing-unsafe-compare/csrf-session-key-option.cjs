// Models CSRF middleware that keeps its secret in the session under a key the application chooses (an option), and
// makes tokens as a salt plus a SHA-1 of the salt and that secret: checking a token recomputes it and compares by ===.
const crypto = require('node:crypto');

function saltOf(length) {
  return crypto.randomBytes(length).toString('hex').slice(0, length);
}

function tokenize(salt, secret) {
  return salt + crypto.createHash('sha1').update(salt + secret).digest('base64');
}

module.exports = function csrfTokens(options = {}) {
  const secretKey = options.key || '_csrfSecret';
  return {
    create(req) {
      const session = req.session;
      if (!session[secretKey]) session[secretKey] = crypto.randomBytes(18).toString('base64');
      return tokenize(saltOf(10), session[secretKey]);
    },
    validate(req, token) {
      if (typeof token !== 'string') return false;
      return token === tokenize(token.slice(0, 10), req.session[secretKey]); // expect: no-timing-unsafe-compare
    },
    // look-alike: the session entry the application names for its theme, against the query
    sameTheme(req) {
      const themeKey = options.themeKey || 'theme';
      return req.session[themeKey] === req.query.theme;
    },
  };
};
