// Models an Express app's JWT session cookie and email-verification links (no MCP): long lifetimes and no tool claim are normal here, nothing to report.
import express from 'express';
import cookieParser from 'cookie-parser';
import jwt from 'jsonwebtoken';
import { users } from './db.js';
import { sendMail } from './mail.js';

const SESSION_SECRET = process.env.SESSION_JWT_SECRET;
const EMAIL_SECRET = process.env.EMAIL_LINK_SECRET;

const app = express();
app.use(express.json());
app.use(cookieParser());

app.post('/login', async (req, res) => {
  const user = await users.authenticate(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: 'Invalid credentials' });
  const session = jwt.sign({ sub: user.id, role: user.role }, SESSION_SECRET, { expiresIn: '7d' });
  res.cookie('session', session, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 7 * 24 * 3600 * 1000 });
  res.json({ id: user.id, name: user.name });
});

app.post('/signup', async (req, res) => {
  const user = await users.create(req.body);
  const link = jwt.sign({ sub: user.id, purpose: 'verify-email' }, EMAIL_SECRET, { expiresIn: '24h' });
  await sendMail(user.email, 'Confirm your address', `https://app.example.com/verify?t=${encodeURIComponent(link)}`);
  res.status(201).json({ id: user.id });
});

app.get('/verify', async (req, res) => {
  try {
    const { sub } = jwt.verify(String(req.query.t), EMAIL_SECRET);
    await users.markVerified(sub);
    res.redirect('/welcome');
  } catch {
    res.status(400).send('This link has expired.');
  }
});

app.get('/me', (req, res) => {
  try {
    const { sub, role } = jwt.verify(req.cookies.session, SESSION_SECRET);
    res.json({ sub, role });
  } catch {
    res.status(401).end();
  }
});

app.post('/api-tokens', async (req, res) => {
  const { sub } = jwt.verify(req.cookies.session, SESSION_SECRET);
  const apiToken = jwt.sign({ sub, scope: req.body.scope }, SESSION_SECRET, { expiresIn: 60 * 60 * 24 * 90 });
  res.json({ token: apiToken });
});

export default app;
