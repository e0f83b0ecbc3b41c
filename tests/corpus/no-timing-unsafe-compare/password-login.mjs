// Models a login route (Express, ESM) with bcrypt password checks and password-hash algorithm bookkeeping — no direct secret comparisons.
import bcrypt from 'bcrypt';
import argon2 from 'argon2';
import { findUserByEmail, updatePasswordHash, recordFailedLogin } from './users.js';

const CURRENT_ALGORITHM = 'argon2id';
const BCRYPT_PREFIXES = ['$2a$', '$2b$', '$2y$'];

function algorithmOf(hash) {
  if (hash.startsWith('$argon2id$')) return 'argon2id';
  return BCRYPT_PREFIXES.some((prefix) => hash.startsWith(prefix)) ? 'bcrypt' : 'unknown';
}

async function passwordMatches(user, password) {
  const algorithm = user.hashAlgorithm ?? algorithmOf(user.passwordHash);
  if (algorithm === 'argon2id') {
    return argon2.verify(user.passwordHash, password);
  }
  if (algorithm === 'bcrypt') {
    return bcrypt.compare(password, user.passwordHash);
  }
  return false;
}

export async function login(req, res) {
  const { email, password } = req.body ?? {};
  if (typeof email !== 'string' || typeof password !== 'string' || password.length === 0) {
    return res.status(400).json({ error: 'email and password required' });
  }
  const user = await findUserByEmail(email.toLowerCase());
  if (user === null || user.disabled === true) {
    await bcrypt.compare(password, '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5k0g5Y7qGUFZ2s5xgZbOeN9q5zP0o2W');
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const ok = await passwordMatches(user, password);
  if (ok !== true) {
    await recordFailedLogin(user.id);
    return res.status(401).json({ error: 'invalid credentials' });
  }
  if (user.hashAlgorithm !== CURRENT_ALGORITHM) {
    await updatePasswordHash(user.id, await argon2.hash(password, { type: argon2.argon2id }), CURRENT_ALGORITHM);
  }
  if (user.failedLogins > 0 && user.lastFailedAt !== null) {
    req.log?.info({ userId: user.id }, 'login after failures');
  }
  req.session.userId = user.id;
  res.json({ id: user.id, mustChangePassword: user.passwordChangedAt === null });
}
