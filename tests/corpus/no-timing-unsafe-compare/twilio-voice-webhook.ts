// Models a Fastify voice webhook (TypeScript) that validates the Twilio signature with a length check before timingSafeEqual.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type TwilioParams = Record<string, string>;

const AUTH_TOKEN = process.env.TWILIO_AUTH_TOKEN as string;

function computeSignature(url: string, params: TwilioParams): Buffer {
  let data = url;
  for (const key of Object.keys(params).sort()) {
    data += key + params[key];
  }
  return createHmac('sha1', AUTH_TOKEN).update(data, 'utf8').digest();
}

function isFromTwilio(request: FastifyRequest<{ Body: TwilioParams }>, url: string): boolean {
  const header = request.headers['x-twilio-signature'];
  if (typeof header !== 'string') {
    return false;
  }
  const provided = Buffer.from(header, 'base64');
  const expected = computeSignature(url, request.body);
  if (provided.byteLength !== expected.byteLength) {
    return false;
  }
  return timingSafeEqual(provided, expected);
}

export default async function voiceRoutes(app: FastifyInstance) {
  app.post<{ Body: TwilioParams }>('/voice/incoming', async (request, reply) => {
    const url = `https://${request.hostname}${request.url}`;
    if (!isFromTwilio(request, url)) {
      return reply.code(403).send();
    }
    const digits = request.body.Digits;
    const callStatus = request.body.CallStatus;
    if (callStatus === 'completed' || callStatus === 'canceled') {
      return reply.code(204).send();
    }
    reply.type('text/xml');
    if (digits === undefined) {
      return '<Response><Gather numDigits="1"><Say>Press 1 for sales.</Say></Gather></Response>';
    }
    if (digits === '1') {
      return '<Response><Dial>+15555550100</Dial></Response>';
    }
    return '<Response><Say>Goodbye.</Say><Hangup/></Response>';
  });
}
