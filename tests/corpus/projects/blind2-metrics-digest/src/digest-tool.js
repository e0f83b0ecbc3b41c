'use strict';
const z = require('zod/v4');
const nodemailer = require('nodemailer');
const { acceptedContent, inputRequired } = require('@modelcontextprotocol/server');
const { unsubscribeUrl } = require('./sealer');

const METRICS_URL = process.env.METRICS_URL || 'http://prometheus:9090';

// SMTP credentials stay in this process; the state only names which relay to use.
const relays = {
  main: nodemailer.createTransport({
    host: process.env.SMTP_HOST,
    port: 587,
    auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD },
  }),
};

const config = {
  description: 'Summarise last week\'s service metrics with the client\'s model and mail the digest to a list',
  inputSchema: z.object({ listId: z.string(), services: z.array(z.string()).min(1).max(20) }),
  annotations: { destructiveHint: true, openWorldHint: true },
};

async function weeklyMetrics(services) {
  const q = encodeURIComponent(`sum by (service) (rate(http_requests_total{service=~"${services.join('|')}"}[7d]))`);
  const res = await fetch(`${METRICS_URL}/api/v1/query?query=${q}`);
  return (await res.json()).data.result;
}

const estimateTokens = (text) => Math.ceil(text.length / 4);

/** requestState.tool(...) handler: (args, ctx, round) */
async function sendDigest(args, ctx, round) {
  if (round.state === undefined) {
    const rows = await weeklyMetrics(args.services);
    const table = rows.map((r) => `${r.metric.service}\t${Number(r.value[1]).toFixed(2)} rps`).join('\n');
    return inputRequired({
      inputRequests: {
        summary: inputRequired.createMessage({
          messages: [{ role: 'user', content: { type: 'text', text: `Write a five-line digest of these metrics:\n${table}` } }],
          maxTokens: 400,
        }),
      },
      requestState: round.seal({ step: 'summarise', tokenCount: estimateTokens(table), relay: 'main' }),
    });
  }

  if (round.state.step === 'summarise') {
    const sampled = ctx.mcpReq.inputResponses?.summary;
    const text = sampled?.content?.type === 'text' ? sampled.content.text : '';
    if (!text) return { isError: true, content: [{ type: 'text', text: 'The model returned no summary.' }] };
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: `Send this digest to ${args.listId}?\n\n${text}`,
          requestedSchema: { type: 'object', properties: { send: { type: 'boolean' } }, required: ['send'] },
        }),
      },
      requestState: round.seal({ step: 'confirm', summary: text, relay: round.state.relay, tokenCount: round.state.tokenCount }),
    });
  }

  if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')?.send !== true) {
    return { content: [{ type: 'text', text: 'Digest not sent.' }] };
  }
  const members = await (await fetch(`${process.env.LISTS_URL}/lists/${encodeURIComponent(args.listId)}/members`)).json();
  const relay = Object.hasOwn(relays, round.state.relay) ? relays[round.state.relay] : relays.main;
  for (const email of members) {
    await relay.sendMail({
      from: process.env.DIGEST_FROM,
      to: email,
      subject: 'Weekly service digest',
      text: `${round.state.summary}\n\nUnsubscribe: ${unsubscribeUrl(args.listId, email)}`,
    });
  }
  return { content: [{ type: 'text', text: `Digest sent to ${members.length} people.` }] };
}

module.exports = { name: 'send_digest', config, sendDigest };
