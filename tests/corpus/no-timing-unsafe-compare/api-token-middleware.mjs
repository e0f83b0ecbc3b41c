// Models Express (ESM) middleware for an internal API: header and bearer tokens checked against process.env.API_TOKEN with ===.
import express from 'express';
import { listJobs, retryJob } from './jobs.js';

const app = express();
app.use(express.json());

function bearerFrom(authHeader) {
  if (typeof authHeader !== 'string' || !authHeader.startsWith('Bearer ')) {
    return null;
  }
  return authHeader.slice('Bearer '.length).trim();
}

function requireApiToken(req, res, next) {
  if (req.path === '/health' || req.method === 'OPTIONS') {
    return next();
  }
  if (req.headers['x-api-token'] === process.env.API_TOKEN) { // expect: no-timing-unsafe-compare
    return next();
  }
  const token = bearerFrom(req.headers.authorization);
  if (token !== null && token === process.env.API_TOKEN) { // expect: no-timing-unsafe-compare
    return next();
  }
  res.status(401).json({ error: 'unauthorized' });
}

app.use(requireApiToken);

app.get('/health', (req, res) => res.json({ status: 'ok' }));

app.get('/jobs', async (req, res) => {
  const status = req.query.status;
  const jobs = await listJobs();
  res.json(status === undefined ? jobs : jobs.filter((job) => job.status === status));
});

app.post('/jobs/:id/retry', async (req, res) => {
  const jobs = await listJobs();
  const job = jobs.find((candidate) => candidate.id === req.params.id);
  if (job === undefined) {
    return res.status(404).json({ error: 'not found' });
  }
  if (job.attempts >= 5 || job.status === 'succeeded') {
    return res.status(409).json({ error: 'cannot retry' });
  }
  res.json(await retryJob(job.id));
});

app.listen(process.env.PORT || 4000);
