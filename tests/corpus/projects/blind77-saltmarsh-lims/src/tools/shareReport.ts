// share_report: emails an issued report to a recipient as a time-limited download link; the draft share lives in the database.
// @ts-nocheck
import { AwsClient } from 'aws4fetch';
import { sealState, openState } from '../crypto/sealedState.ts';
import { reportFor, createShareDraft, takeShareDraft, completeShare } from '../lims.ts';
import { settings } from '../settings.ts';
import { form, needInput, stateOf, answerOf, analystOf, text, refusal } from '../mcp.ts';

const NAME = 'share_report';
const s3 = new AwsClient({
  accessKeyId: settings.reports.accessKeyId,
  secretAccessKey: settings.reports.secretAccessKey,
  region: settings.reports.region,
  service: 's3',
});

export const definition = {
  name: NAME,
  description: 'Email an issued report to someone as a download link that expires.',
  inputSchema: {
    type: 'object',
    properties: {
      reportId: { type: 'string', format: 'uuid' },
      recipientEmail: { type: 'string', format: 'email' },
    },
    required: ['reportId', 'recipientEmail'],
  },
  annotations: { openWorldHint: true },
};

async function presign(objectKey: string, hours: number) {
  const url = new URL(`${settings.reports.bucketUrl}/${objectKey}`);
  url.searchParams.set('X-Amz-Expires', String(hours * 3600));
  const signed = await s3.sign(url, { method: 'GET', aws: { signQuery: true } });
  return signed.url;
}

async function sendMail(to: string, subject: string, body: string) {
  const res = await fetch(`${settings.mailer.url}/v1/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${settings.mailer.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'reports@saltmarsh-lab.example', to, subject, text: body }),
  });
  if (!res.ok) throw new Error(`mailer answered ${res.status}`);
}

export async function handle(request, extra) {
  const analyst = analystOf(extra);
  const { reportId, recipientEmail } = request.params.arguments;
  const report = await reportFor(reportId, analyst.labId);
  if (!report) return refusal('No issued report with that id in your lab.');

  const raw = stateOf(request);
  if (!raw) {
    const shareId = crypto.randomUUID();
    await createShareDraft({ id: shareId, reportId, recipientEmail, createdBy: analyst.userId });
    const sealed = await sealState({ shareId }, { userId: analyst.userId, tool: NAME });
    return needInput(
      {
        link: form(`Send “${report.title}” to ${recipientEmail}? Choose how long the link works.`, {
          hours: { type: 'integer', enum: [1, 24, 72] },
        }),
      },
      sealed,
      'Choose the link lifetime.',
    );
  }

  const { shareId } = await openState(raw, { userId: analyst.userId, tool: NAME });
  const draft = await takeShareDraft(shareId, analyst.userId);
  if (!draft || draft.report_id !== reportId || draft.recipient_email !== recipientEmail) {
    return refusal('This share request expired or does not match. Please start again.');
  }
  const answer = answerOf(request, 'link');
  if (!answer) return text('Nothing was sent.');
  const hours = [1, 24, 72].includes(Number(answer.hours)) ? Number(answer.hours) : 24;

  const link = await presign(report.object_key, hours);
  await sendMail(recipientEmail, `Saltmarsh report: ${report.title}`, `Download (valid ${hours} h): ${link}`);
  await completeShare(shareId, hours);
  return text(`Sent “${report.title}” to ${recipientEmail}; the link works for ${hours} h.`);
}
