// Models a CommonJS Express SMS webhook that validates X-Twilio-Signature (base64 HMAC-SHA1) with Buffer#equals.
const express = require('express');
const crypto = require('node:crypto');
const { optOut, optIn, storeInbound } = require('./subscribers');

const authToken = process.env.TWILIO_AUTH_TOKEN;
const publicUrl = process.env.PUBLIC_URL;

function expectedTwilioSignature(url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return crypto.createHmac('sha1', authToken).update(Buffer.from(data, 'utf-8')).digest('base64');
}

function validateTwilioRequest(req) {
  const twilioSignature = req.header('X-Twilio-Signature');
  if (twilioSignature === undefined) {
    return false;
  }
  const url = publicUrl + req.originalUrl;
  const expected = Buffer.from(expectedTwilioSignature(url, req.body), 'base64');
  return expected.equals(Buffer.from(twilioSignature, 'base64')); // expect: no-timing-unsafe-compare
}

const app = express();
app.set('trust proxy', true);
app.use(express.urlencoded({ extended: false }));

app.post('/sms', async (req, res) => {
  if (!validateTwilioRequest(req)) {
    return res.status(403).send('Forbidden');
  }
  const body = (req.body.Body || '').trim().toLowerCase();
  const from = req.body.From;

  if (body === 'stop' || body === 'unsubscribe') {
    await optOut(from);
  } else if (body === 'start') {
    await optIn(from);
  } else {
    await storeInbound({ from, body, sid: req.body.MessageSid });
  }
  if (req.protocol !== 'https' && process.env.NODE_ENV === 'production') {
    console.warn('Twilio webhook reached over plain http');
  }
  res.type('text/xml').send('<Response></Response>');
});

module.exports = app;
