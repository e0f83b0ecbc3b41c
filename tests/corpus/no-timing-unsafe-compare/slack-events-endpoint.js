// Models a Slack Events API endpoint (Express, ESM) that checks the v0 signature with == and the legacy verification token with ===.
import { createHmac } from 'crypto';
import express from 'express';
import { dispatchSlackEvent } from './slack/dispatch.js';

const router = express.Router();
const signingSecret = process.env.SLACK_SIGNING_SECRET;
const FIVE_MINUTES = 60 * 5;

router.post('/slack/events', express.text({ type: '*/*' }), async (req, res) => {
  const timestamp = req.headers['x-slack-request-timestamp'];
  const slackSignature = req.headers['x-slack-signature'];

  if (timestamp === undefined || slackSignature === undefined) {
    return res.status(400).end();
  }
  if (Math.abs(Math.floor(Date.now() / 1000) - Number(timestamp)) > FIVE_MINUTES) {
    return res.status(400).send('stale request');
  }

  const basestring = `v0:${timestamp}:${req.body}`;
  const mySignature = 'v0=' + createHmac('sha256', signingSecret).update(basestring, 'utf8').digest('hex');

  if (mySignature == slackSignature) { // expect: no-timing-unsafe-compare
    const payload = JSON.parse(req.body);
    if (payload.type === 'url_verification') {
      return res.json({ challenge: payload.challenge });
    }
    if (payload.event && payload.event.bot_id != null) {
      return res.sendStatus(200);
    }
    await dispatchSlackEvent(payload);
    return res.sendStatus(200);
  }
  return res.status(401).send('invalid signature');
});

// Slash commands still carry the deprecated verification token in the form body.
router.post('/slack/commands', express.urlencoded({ extended: false }), async (req, res) => {
  if (req.body.token !== process.env.SLACK_VERIFICATION_TOKEN) { // expect: no-timing-unsafe-compare
    return res.status(401).end();
  }
  if (req.body.command === '/deploy' && req.body.text.trim() === '') {
    return res.json({ response_type: 'ephemeral', text: 'Usage: /deploy <service>' });
  }
  if (req.body.ssl_check === '1') {
    return res.sendStatus(200);
  }
  res.json({ response_type: 'in_channel', text: `Deploying ${req.body.text}…` });
});

export default router;
