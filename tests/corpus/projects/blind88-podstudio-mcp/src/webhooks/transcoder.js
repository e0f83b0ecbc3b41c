// Transcoder callback endpoint: checks the HMAC signature and timestamp, then records the job result.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config.js';
import { recordTranscode } from '../db/episodes.js';

const TOLERANCE_SECONDS = 300;

function parseSignatureHeader(header) {
  const parsed = { t: NaN, v1: [] };
  for (const part of String(header ?? '').split(',')) {
    const [label, value] = part.trim().split('=', 2);
    if (label === 't') parsed.t = Number(value);
    else if (label === 'v1' && value) parsed.v1.push(value);
  }
  return parsed;
}

export function verifySignature(rawBody, header, secret, nowMs = Date.now()) {
  const { t, v1 } = parseSignatureHeader(header);
  if (!Number.isFinite(t) || Math.abs(nowMs / 1000 - t) > TOLERANCE_SECONDS) return false;
  const computed = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return v1.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === computed.length && timingSafeEqual(given, computed);
  });
}

export async function handleTranscoderWebhook(req, rawBody) {
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return { status: 415, body: { error: 'json_only' } };
  }
  if (!verifySignature(rawBody, req.headers['x-transcoder-signature'], config.transcoder.webhookSecret)) {
    return { status: 401, body: { error: 'bad_signature' } };
  }
  const event = JSON.parse(rawBody.toString('utf8'));
  if (event.type !== 'job.completed' && event.type !== 'job.failed') return { status: 202, body: { ignored: event.type } };
  const audio = event.type === 'job.completed' ? { url: event.output.url, durationSeconds: event.output.duration } : null;
  const episodeId = await recordTranscode(event.job_id, event.type === 'job.completed' ? 'done' : 'failed', audio);
  return { status: episodeId ? 200 : 404, body: { episodeId } };
}
