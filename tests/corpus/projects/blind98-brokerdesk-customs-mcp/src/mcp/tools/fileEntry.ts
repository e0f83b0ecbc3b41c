// file_customs_entry: prepares a type-01 entry, logs in to the filing portal and transmits after confirmation.
// @ts-nocheck
import { z } from 'zod';
import { encryptState, decryptState } from '../../crypto/stateBox.js';
import { estimateDuties, importerById } from '../../customs/tariff.js';
import * as portal from '../../customs/portalClient.js';
import { settings } from '../../settings/index.js';

const TOOL = 'file_customs_entry';
const TTL_MS = settings.stateTtlMinutes * 60_000;

const lineSchema = z.object({
  description: z.string().min(3),
  hsCode: z.string().regex(/^\d{4}\.\d{2}\.\d{4}$/),
  valueUsd: z.number().positive(),
  originCountry: z.string().length(2),
  quantity: z.number().positive(),
});

function needInput(state: Record<string, unknown>, inputRequests: Record<string, unknown>, note: string) {
  return {
    content: [{ type: 'text', text: note }],
    resultType: 'input_required',
    inputRequests,
    requestState: encryptState(state), // expect: require-sealed-state
  };
}

function refuse(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

function accepted(responses, key: string) {
  const r = responses?.[key];
  return r?.action === 'accept' ? r.content ?? {} : null;
}

const loginForm = {
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'Sign in to the customs filing portal with your filer credentials.',
    requestedSchema: {
      type: 'object',
      properties: {
        filerCode: { type: 'string', title: 'Filer code', pattern: '^[A-Z0-9]{3}$' },
        password: { type: 'string', title: 'Portal password', format: 'password' },
      },
      required: ['filerCode', 'password'],
    },
  },
};

function confirmForm(entryRef: string, dutyUsd: number, feesUsd: number) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Transmit entry ${entryRef}? Portal quote: duty $${dutyUsd.toFixed(2)}, fees $${feesUsd.toFixed(2)}.`,
      requestedSchema: {
        type: 'object',
        properties: { transmit: { type: 'boolean', title: 'Transmit to customs now' } },
        required: ['transmit'],
      },
    },
  };
}

export function registerFileEntry(server) {
  server.registerTool(
    TOOL,
    {
      title: 'File customs entry',
      description: 'Prepare a consumption entry for an importer of record, get a portal duty quote and transmit it.',
      inputSchema: {
        entryRef: z.string().min(4).max(32),
        importerId: z.string().uuid(),
        lines: z.array(lineSchema).min(1).max(99),
      },
      annotations: { openWorldHint: true },
    },
    async (args, extra) => {
      const brokerId = extra.authInfo?.extra?.brokerId;
      if (!brokerId) return refuse('Not authenticated.');
      const raw = extra._meta?.requestState;
      const responses = extra._meta?.inputResponses ?? {};

      if (!raw) {
        const importer = await importerById(args.importerId, brokerId);
        if (!importer) return refuse('Importer not found for your brokerage.');
        const estimate = await estimateDuties(args.lines);
        return needInput(
          {
            tool: TOOL,
            brokerId,
            entryRef: args.entryRef,
            stage: 'login',
            exp: Date.now() + TTL_MS,
            draft: { importerNumber: importer.importer_number, entryRef: args.entryRef, lines: args.lines },
          },
          { portal_login: loginForm },
          `Estimated duty $${estimate.totalDutyUsd.toFixed(2)} + MPF $${estimate.mpfUsd.toFixed(2)}. Portal login needed for a firm quote.`,
        );
      }

      let prior;
      try {
        prior = decryptState(raw); // expect: require-sealed-state
      } catch {
        return refuse('Filing session could not be read; start again.');
      }
      if (prior.tool !== TOOL || prior.brokerId !== brokerId || prior.entryRef !== args.entryRef || prior.exp < Date.now()) {
        return refuse('Filing session expired or belongs to another request; start again.');
      }

      if (prior.stage === 'login') {
        const creds = accepted(responses, 'portal_login');
        if (!creds) return { content: [{ type: 'text', text: 'Filing cancelled before portal login.' }] };
        const session = await portal.login(creds.filerCode, creds.password);
        const q = await portal.quote(session, prior.draft);
        return needInput(
          {
            ...prior,
            stage: 'confirm',
            exp: Date.now() + TTL_MS,
            quoteId: q.quoteId,
            filerCode: creds.filerCode,
            filerPassword: creds.password, // expect: no-secrets-in-state
          },
          { confirm_transmit: confirmForm(args.entryRef, q.dutyUsd, q.feesUsd) },
          'Portal quote received.',
        );
      }

      if (prior.stage === 'confirm') {
        const answer = accepted(responses, 'confirm_transmit');
        if (!answer?.transmit) return { content: [{ type: 'text', text: `Entry ${args.entryRef} not transmitted.` }] };
        const session = await portal.login(prior.filerCode, prior.filerPassword);
        const receipt = await portal.submit(session, prior.quoteId);
        return {
          content: [{ type: 'text', text: `Entry ${receipt.entryNumber} transmitted (${receipt.status}).` }],
          structuredContent: receipt,
        };
      }

      return refuse('Unknown filing stage.');
    },
  );
}
