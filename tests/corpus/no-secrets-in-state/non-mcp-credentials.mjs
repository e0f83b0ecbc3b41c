// Models ordinary server code that handles passwords, API keys and tokens without any client-visible state: DB config, outbound API calls, a login handler, a cache.
import pg from 'pg';
import bcrypt from 'bcrypt';
import { createHash } from 'node:crypto';

export const pool = new pg.Pool({
  host: process.env.PGHOST,
  user: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  database: 'app',
  ssl: { rejectUnauthorized: true },
});

export async function fetchInvoices(customerId) {
  const response = await fetch(`https://api.billing.example.com/v1/customers/${customerId}/invoices`, {
    headers: { authorization: `Bearer ${process.env.BILLING_API_TOKEN}`, 'x-api-key': process.env.BILLING_API_KEY },
  });
  return response.json();
}

export async function login(req, res) {
  const { email, password } = req.body;
  const { rows } = await pool.query('select id, password_hash from users where email = $1', [email]);
  if (!rows[0] || !(await bcrypt.compare(password, rows[0].password_hash))) {
    return res.status(401).json({ error: 'Invalid email or password' });
  }
  req.session.userId = rows[0].id;
  req.session.csrfToken = createHash('sha256').update(`${rows[0].id}:${Date.now()}`).digest('hex');
  return res.json({ id: rows[0].id });
}

const tokenCache = new Map();

export function cacheToken(clientId, token, expiresIn) {
  tokenCache.set(clientId, { accessToken: token.access_token, tokenType: token.token_type, expiresAt: Date.now() + expiresIn * 1000 });
}

export function logRequest(req) {
  const { authorization, cookie, ...safeHeaders } = req.headers;
  console.info(JSON.stringify({ method: req.method, url: req.url, headers: safeHeaders, authenticated: Boolean(authorization || cookie) }));
}

export const llmDefaults = { model: 'gpt-4.1', maxTokens: 2048, temperature: 0.2, apiKey: process.env.OPENAI_API_KEY };
