import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { clinicApi, patientOf, type Ctx } from '../services.js';
import { stateCodec } from '../state/codec.js';
import { stateFor } from '../state/guards.js';
import { loadShareLinkKey } from '../state/key.js';
import type { ClinicTool } from './index.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });
const failure = (t: string) => ({ isError: true, content: [{ type: 'text' as const, text: t }] });

const SHARE_LINK_TTL_MS = 7 * 24 * 3_600_000;
const shareKey = loadShareLinkKey();

function shareSignature(summaryId: string, recipientNpi: string, expires: number): string {
  return createHmac('sha256', shareKey).update(`${summaryId}|${recipientNpi}|${expires}`).digest('hex');
}

const patientSummary: ClinicTool = {
  name: 'patient_summary',
  description: 'Your current care summary: conditions, medications, allergies',
  inputSchema: {},
  annotations: { readOnlyHint: true },
  handler: async (_args, ctx: Ctx) => text((await clinicApi.summary(patientOf(ctx))).text),
};

const shareSummary: ClinicTool = {
  name: 'share_summary',
  description: 'Create a link to your care summary for another provider (valid 7 days)',
  inputSchema: { recipientNpi: z.string().regex(/^\d{10}$/) },
  handler: async ({ recipientNpi }, ctx: Ctx) => {
    const summary = await clinicApi.summary(patientOf(ctx));
    const expires = Date.now() + SHARE_LINK_TTL_MS;
    const signature = shareSignature(summary.id, recipientNpi, expires);
    const url = new URL(`https://portal.northside-clinics.example/shared/${summary.id}`);
    url.searchParams.set('npi', recipientNpi);
    url.searchParams.set('exp', String(expires));
    url.searchParams.set('sig', signature);
    return text(`Send this link to the provider: ${url}`);
  },
};

const openSharedSummary: ClinicTool = {
  name: 'open_shared_summary',
  description: "For providers: open a patient's shared summary from the link they sent you",
  inputSchema: {
    summaryId: z.string(),
    recipientNpi: z.string(),
    expires: z.number().int(),
    signature: z.string(),
  },
  annotations: { readOnlyHint: true },
  handler: async ({ summaryId, recipientNpi, expires, signature }) => {
    if (expires < Date.now()) return failure('This link has expired; ask the patient for a new one.');
    if (shareSignature(summaryId, recipientNpi, expires) !== signature) return failure('This link is not valid.'); // expect: no-timing-unsafe-compare
    const shared = await clinicApi.sharedSummary(summaryId);
    return text(`Summary for ${shared.patientName}\n\n${shared.text}`);
  },
};

const updateContact: ClinicTool = {
  name: 'update_contact',
  description: 'Update your phone number, e-mail or mailing address',
  inputSchema: {},
  handler: async (_args, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const state = stateFor(ctx, 'update_contact');
    if (!state) {
      const current = await clinicApi.contact(patient);
      return inputRequired({
        inputRequests: {
          contact: inputRequired.elicit({
            message: 'Your contact details (leave a field as it is to keep it)',
            requestedSchema: {
              type: 'object',
              properties: {
                phone: { type: 'string', default: current.phone },
                email: { type: 'string', format: 'email', default: current.email },
                address: { type: 'string', default: current.address },
              },
            },
          }),
        },
        requestState: await stateCodec.mint({ tool: 'update_contact', version: current.version }, ctx),
      });
    }
    const next = acceptedContent<{ phone?: string; email?: string; address?: string }>(ctx.mcpReq.inputResponses, 'contact');
    if (!next) return text('Nothing changed.');
    const saved = await clinicApi.updateContact(patient, { ...next, ifVersion: state.version });
    return text(`Saved (version ${saved.version}).`);
  },
};

export const recordTools = [patientSummary, shareSummary, openSharedSummary, updateContact];
