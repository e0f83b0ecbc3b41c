// Models an AWS Lambda (CommonJS, API Gateway HTTP API) webhook handler that compares an x-signature HMAC with === in a ternary.
const crypto = require('node:crypto');
const { SQSClient, SendMessageCommand } = require('@aws-sdk/client-sqs');

const sqs = new SQSClient({});
const QUEUE_URL = process.env.QUEUE_URL;

const json = (statusCode, body) => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function rawBodyOf(event) {
  if (event.body == null) {
    return '';
  }
  return event.isBase64Encoded === true ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

exports.handler = async (event) => {
  if (event.requestContext.http.method !== 'POST') {
    return json(405, { error: 'method not allowed' });
  }
  const headers = Object.fromEntries(Object.entries(event.headers || {}).map(([k, v]) => [k.toLowerCase(), v]));
  const signature = headers['x-signature'];
  const body = rawBodyOf(event);

  if (!signature || body.length === 0) {
    return json(400, { error: 'missing signature or body' });
  }

  const expected = crypto.createHmac('sha256', process.env.WEBHOOK_SIGNING_KEY).update(body).digest('hex');
  const accepted = signature === expected ? JSON.parse(body) : null; // expect: no-timing-unsafe-compare
  if (accepted === null) {
    return json(401, { error: 'invalid signature' });
  }

  if (accepted.type === 'test') {
    return json(200, { ok: true, test: true });
  }

  await sqs.send(
    new SendMessageCommand({
      QueueUrl: QUEUE_URL,
      MessageBody: body,
      MessageGroupId: accepted.accountId,
      MessageDeduplicationId: accepted.id,
    }),
  );
  return json(202, { queued: accepted.id });
};
