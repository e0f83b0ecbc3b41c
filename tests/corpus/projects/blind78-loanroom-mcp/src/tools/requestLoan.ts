// request_loan: collects exhibition dates and the insured value from the borrower, then opens a loan request.
// @ts-nocheck
import * as z from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codecFor, callerOf, resumeState, StateRejected } from '../stateCodec.js';
import { objectByAccession, createLoanRequest } from '../db.js';
import { registrar } from '../services/registrar.js';
import { config } from '../config.js';

const TOOL = 'request_loan';

const refuse = (text: string) => ({ isError: true, content: [{ type: 'text', text }] });

export function registerRequestLoan(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Request an object from the collection on loan for an exhibition at your institution.',
      inputSchema: {
        accessionNo: z.string().regex(/^\d{4}\.\d+(\.\d+)*$/),
        venue: z.string().min(3).max(200),
      },
    },
    async ({ accessionNo, venue }, ctx) => {
      const caller = callerOf(ctx);
      let state;
      try {
        state = await resumeState(TOOL, ctx);
      } catch (err) {
        if (err instanceof StateRejected) return refuse(err.message);
        throw err;
      }

      if (!state) {
        const object = await objectByAccession(accessionNo);
        if (!object?.loanable) return refuse('Object not found or not available for loan.');
        const valuation = await registrar.valuation(accessionNo);
        const requestState = await codecFor(TOOL).mint(
          { apiVersion: config.apiVersion, accessionNo, venue, minInsuredCents: valuation.minimumInsuredCents },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            terms: inputRequired.elicit({
              message: `Loan terms for "${object.title}" at ${venue}. Minimum nail-to-nail cover is $${(valuation.minimumInsuredCents / 100).toLocaleString('en-US')}.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  startsOn: { type: 'string', format: 'date', title: 'Exhibition opens' },
                  endsOn: { type: 'string', format: 'date', title: 'Exhibition closes' },
                  insuredValue: { type: 'number', title: 'Insured value (USD)' },
                  climateControlled: { type: 'boolean', title: 'Gallery is climate controlled' },
                },
                required: ['startsOn', 'endsOn', 'insuredValue', 'climateControlled'],
              },
            }),
          },
          requestState,
        });
      }

      if (state.accessionNo !== accessionNo || state.venue !== venue) {
        return refuse('These terms were collected for a different request.');
      }
      const terms = acceptedContent(ctx.mcpReq.inputResponses, 'terms');
      if (!terms) return { content: [{ type: 'text', text: 'Loan request not submitted.' }] };
      const insuredValueCents = Math.round(Number(terms.insuredValue) * 100);
      if (!(insuredValueCents >= state.minInsuredCents)) return refuse('Insured value is below the required minimum.');
      if (!terms.climateControlled) return refuse('Loans require a climate-controlled gallery.');
      if (terms.endsOn <= terms.startsOn) return refuse('Closing date must be after the opening date.');

      const agreement = await registrar.draftAgreement({
        accessionNo,
        borrowerInstitution: caller.institutionId,
        venue,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
        insuredValueCents,
      });
      const loan = await createLoanRequest({
        accessionNo,
        institutionId: caller.institutionId,
        requestedBy: caller.userId,
        venue,
        startsOn: terms.startsOn,
        endsOn: terms.endsOn,
        insuredValueCents,
        climateControlled: true,
        agreementRef: agreement.ref,
      });
      return { content: [{ type: 'text', text: `Loan request ${loan.id} submitted (agreement ${agreement.ref}).` }] };
    },
  );
}
