// request_loan (three-step draft kept in Redis) and cancel_loan (confirmation sealed to the exact request).
// @ts-nocheck
import { specimensForLoan, createLoan, getLoan, cancelLoan } from '../collections.js';
import { stash, claim } from '../handles.js';
import { seal, unseal, argsDigest } from '../stateMac.js';
import { log } from '../log.js';
import { whoIs, stateOf, accepted, ask, ok, fail } from './rounds.js';

const REQUEST = 'request_loan';
const CANCEL = 'cancel_loan';

export const requestDefinition = {
  name: REQUEST,
  title: 'Request an outgoing loan',
  description: 'Drafts an outgoing specimen loan to another herbarium (Index Herbariorum code).',
  inputSchema: {
    type: 'object',
    properties: {
      barcodes: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 100 },
      borrower: { type: 'string', pattern: '^[A-Z]{1,8}$', description: 'Index Herbariorum code, e.g. K, P, NY' },
      purpose: { type: 'string', enum: ['taxonomic-revision', 'imaging', 'exhibition', 'sampling'] },
    },
    required: ['barcodes', 'borrower', 'purpose'],
  },
};

interface LoanDraft {
  argsDigest: string;
  stage: 'borrower' | 'shipping';
  specimens: { barcode: string; isType: boolean; insuredValue: number }[];
  contact?: Record<string, unknown>;
}

export async function handleRequest(args, request, extra) {
  const who = whoIs(extra);
  const raw = stateOf(request);

  if (!raw) {
    const specimens = await specimensForLoan(args.barcodes);
    const missing = args.barcodes.filter(b => !specimens.some(s => s.barcode === b));
    if (missing.length) return fail(`Unknown barcodes: ${missing.join(', ')}`);
    const blocked = specimens.filter(s => !s.loanable).map(s => s.barcode);
    if (blocked.length) return fail(`Not available for loan: ${blocked.join(', ')}`);

    const handle = await stash(who.userId, REQUEST, {
      argsDigest: argsDigest(args),
      stage: 'borrower',
      specimens: specimens.map(({ barcode, isType, insuredValue }) => ({ barcode, isType, insuredValue })),
    } satisfies LoanDraft);
    return ask(
      'borrower',
      `Who at ${args.borrower} is responsible for these ${specimens.length} specimen(s)?`,
      {
        contactName: { type: 'string', title: 'Contact name' },
        contactEmail: { type: 'string', format: 'email', title: 'Contact email' },
        returnBy: { type: 'string', format: 'date', title: 'Return by' },
      },
      ['contactName', 'contactEmail', 'returnBy'],
      handle,
    );
  }

  const draft = await claim<LoanDraft>(raw, who.userId, REQUEST);
  if (!draft || draft.argsDigest !== argsDigest(args)) return fail('This loan draft expired or was used already; start again.');

  if (draft.stage === 'borrower') {
    const contact = accepted(request, 'borrower');
    if (!contact) return ok('Loan draft discarded.');
    const typesIncluded = draft.specimens.some(s => s.isType);
    const handle = await stash(who.userId, REQUEST, { ...draft, stage: 'shipping', contact });
    return ask(
      'shipping',
      typesIncluded ? 'The loan includes type specimens: they must travel insured and by hand-carry or tracked courier.' : 'Shipping details:',
      {
        method: { type: 'string', enum: typesIncluded ? ['hand-carry', 'tracked-courier'] : ['hand-carry', 'tracked-courier', 'post'] },
        shipOn: { type: 'string', format: 'date', title: 'Ship on' },
      },
      ['method', 'shipOn'],
      handle,
    );
  }

  const shipping = accepted(request, 'shipping');
  if (!shipping) return ok('Loan draft discarded.');
  const loan = await createLoan(
    {
      borrowerInstitution: args.borrower,
      purpose: args.purpose,
      barcodes: draft.specimens.map(s => s.barcode),
      insuredValueTotal: draft.specimens.reduce((sum, s) => sum + s.insuredValue, 0),
      contact: draft.contact,
      shipping,
      requestedBy: who.userId,
    },
    who.userId,
  );
  log('info', 'loan requested', { loan: loan.number, by: who.userId, specimens: draft.specimens.length });
  return ok(`Loan ${loan.number} requested; the collections manager will approve it.`, { loanId: loan.id, number: loan.number });
}

export const cancelDefinition = {
  name: CANCEL,
  title: 'Cancel a loan',
  description: 'Cancels a requested or approved loan that has not shipped. Cannot be undone.',
  inputSchema: {
    type: 'object',
    properties: { loanId: { type: 'string' }, reason: { type: 'string', minLength: 3, maxLength: 300 } },
    required: ['loanId', 'reason'],
  },
  annotations: { destructiveHint: true },
};

export async function handleCancel(args, request, extra) {
  const who = whoIs(extra);
  const binding = { userId: who.userId, tool: CANCEL, args };
  const loan = await getLoan(args.loanId);
  if (!loan || loan.lenderInstitution !== who.institution) return fail('Loan not found.');
  if (!['requested', 'approved'].includes(loan.status)) return fail(`Loan ${loan.number} is ${loan.status} and cannot be cancelled.`);

  const raw = stateOf(request);
  if (!raw) {
    return ask(
      'confirm',
      `Cancel loan ${loan.number} to ${loan.borrowerInstitution} (${loan.barcodes.length} specimens)?`,
      { cancel: { type: 'boolean', title: 'Cancel this loan' } },
      ['cancel'],
      seal({ loanId: loan.id }, binding),
    );
  }

  const pending = unseal<{ loanId: string }>(raw, binding);
  if (!pending || pending.loanId !== loan.id) return fail('This confirmation expired or is for a different request.');
  const answer = accepted(request, 'confirm');
  if (!answer?.cancel) return ok('Loan kept.');

  await cancelLoan(loan.id, args.reason, who.userId);
  log('info', 'loan cancelled', { loan: loan.number, by: who.userId });
  return ok(`Loan ${loan.number} cancelled.`);
}
