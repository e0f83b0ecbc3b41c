// onboard_vendor tool: a four-round wizard (company, bank account, tax, review) that ends in an ERP vendor record.
// @ts-nocheck

import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { callerFrom, type Caller } from '../auth.js';
import { StateError, type OnboardingState, type Step } from '../state/format.js';
import { ErpError } from '../services/erp.js';
import { maskIban, toolError, toolText } from './results.js';

const TOOL = 'onboard_vendor';

const NEXT: Record<Step, Step | 'done'> = { company: 'bank', bank: 'tax', tax: 'review', review: 'done' };

function promptFor(state: Draft) {
  switch (state.step) {
    case 'company':
      return inputRequired.elicit({
        message: `Company details for the new ${state.countryCode} supplier`,
        requestedSchema: {
          type: 'object',
          properties: {
            legalName: { type: 'string', title: 'Registered legal name', minLength: 2 },
            registeredAddress: { type: 'string', title: 'Registered address' },
            contactEmail: { type: 'string', format: 'email', title: 'Accounts receivable e-mail' },
          },
          required: ['legalName', 'registeredAddress', 'contactEmail'],
        },
      });
    case 'bank':
      return inputRequired.elicit({
        message: `Bank account for ${state.answers.company?.legalName}`,
        requestedSchema: {
          type: 'object',
          properties: {
            accountHolder: { type: 'string', title: 'Account holder' },
            iban: { type: 'string', title: 'IBAN', minLength: 15, maxLength: 34 },
          },
          required: ['accountHolder', 'iban'],
        },
      });
    case 'tax':
      return inputRequired.elicit({
        message: 'Tax registration',
        requestedSchema: {
          type: 'object',
          properties: {
            taxId: { type: 'string', title: 'Tax / company registration number' },
            vatRegistered: { type: 'boolean', title: 'VAT registered', default: true },
          },
          required: ['taxId'],
        },
      });
    case 'review': {
      const { company, bank, tax } = state.answers;
      return inputRequired.elicit({
        message: [
          'Please review before the supplier is created in the ERP:',
          `  ${company?.legalName}, ${company?.registeredAddress}`,
          `  Contact: ${company?.contactEmail}`,
          `  Bank: ${bank?.bankName ?? 'unknown bank'} ${maskIban(bank?.iban ?? '')}`,
          `  Tax id: ${tax?.taxId} (VAT ${tax?.vatRegistered ? 'yes' : 'no'})`,
        ].join('\n'),
        requestedSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', title: 'Create this supplier' } },
          required: ['confirm'],
        },
      });
    }
  }
}

type Draft = Omit<OnboardingState, 'v' | 'userId' | 'tool' | 'exp'>;

function startDraft(args: { countryCode: string }, caller: Caller): Draft {
  return {
    step: 'company',
    countryCode: args.countryCode.toUpperCase(),
    answers: {},
    erpSession: { user: caller.email, accessToken: caller.token }, // expect: no-secrets-in-state
  };
}

function toDraft(state: OnboardingState): Draft {
  const { v, userId, tool, exp, ...draft } = state;
  return draft;
}

export function registerOnboardVendor(server, deps) {
  const { sealer, vendors, erp } = deps;

  function ask(draft: Draft, caller: Caller, note?: string) {
    return inputRequired({
      inputRequests: { [draft.step]: promptFor(draft) },
      requestState: sealer.seal(draft, { userId: caller.userId, tool: TOOL }),
      ...(note ? { content: [{ type: 'text', text: note }] } : {}),
    });
  }

  async function applyStep(draft: Draft, content: any, caller: Caller): Promise<string | undefined> {
    const erpToken = draft.erpSession?.accessToken ?? caller.token;
    switch (draft.step) {
      case 'company':
        draft.answers.company = {
          legalName: String(content.legalName).trim(),
          registeredAddress: String(content.registeredAddress).trim(),
          contactEmail: String(content.contactEmail).trim().toLowerCase(),
        };
        return undefined;
      case 'bank': {
        const iban = String(content.iban).replace(/\s+/g, '').toUpperCase();
        const check = await erp.checkIban(iban, erpToken);
        if (!check.valid) return `The IBAN ${maskIban(iban)} was rejected by the bank directory, please re-enter it.`;
        draft.answers.bank = { accountHolder: String(content.accountHolder).trim(), iban, bic: check.bic, bankName: check.bankName };
        return undefined;
      }
      case 'tax': {
        const taxId = String(content.taxId).replace(/\s+/g, '').toUpperCase();
        const existing = await vendors.findByTaxId(draft.countryCode, taxId);
        if (existing) return `Supplier #${existing.id} (${existing.legal_name}) already uses tax id ${taxId}.`;
        draft.answers.tax = { taxId, vatRegistered: content.vatRegistered !== false };
        return undefined;
      }
      case 'review':
        return content.confirm === true ? undefined : 'cancelled';
    }
  }

  async function finish(draft: Draft, caller: Caller) {
    const { company, bank, tax } = draft.answers;
    const id = await vendors.insertPending({
      legalName: company.legalName,
      countryCode: draft.countryCode,
      taxId: tax.taxId,
      vatRegistered: tax.vatRegistered,
      contactEmail: company.contactEmail,
      ibanLast4: bank.iban.slice(-4),
      createdBy: caller.userId,
    });
    try {
      const erpVendorId = await erp.createVendor(
        {
          name: company.legalName,
          country: draft.countryCode,
          address: company.registeredAddress,
          ap_email: company.contactEmail,
          tax_id: tax.taxId,
          vat_registered: tax.vatRegistered,
          bank: { holder: bank.accountHolder, iban: bank.iban, bic: bank.bic },
          cost_center: caller.costCenter,
          external_ref: `mcp-onboarding-${id}`,
        },
        draft.erpSession?.accessToken ?? caller.token,
      );
      await vendors.markSynced(id, erpVendorId);
      return toolText(`Supplier ${company.legalName} created (local #${id}, ERP ${erpVendorId}).`, { id, erpVendorId });
    } catch (err) {
      const reason = err instanceof ErpError ? err.message : 'ERP call failed';
      await vendors.markFailed(id, reason);
      return toolError(`Supplier saved locally as #${id} but the ERP rejected it: ${reason}`);
    }
  }

  server.registerTool(
    TOOL,
    {
      description: 'Onboard a new supplier: collects company, bank and tax details over several rounds, then creates the vendor in the ERP.',
      inputSchema: z.object({ countryCode: z.string().length(2) }),
    },
    async (args, ctx) => {
      const caller = callerFrom(ctx);
      if (!caller) return toolError('This tool needs a signed-in user.');

      let state: OnboardingState | undefined;
      try {
        state = sealer.open(ctx.mcpReq.requestState(), { userId: caller.userId, tool: TOOL });
      } catch (err) {
        if (err instanceof StateError) return toolError(`Onboarding state rejected: ${err.message}. Please start again.`);
        throw err;
      }

      if (!state) return ask(startDraft(args, caller), caller);

      const draft = toDraft(state);
      const content = acceptedContent(ctx.mcpReq.inputResponses, draft.step);
      if (!content) return toolText('Onboarding cancelled; nothing was saved.');

      const problem = await applyStep(draft, content, caller);
      if (problem === 'cancelled') return toolText('Onboarding cancelled at review; nothing was saved.');
      if (problem) return ask(draft, caller, problem);

      const next = NEXT[draft.step];
      if (next === 'done') return finish(draft, caller);
      draft.step = next;
      return ask(draft, caller);
    },
  );
}
