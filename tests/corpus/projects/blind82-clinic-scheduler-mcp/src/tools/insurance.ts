// Insurance eligibility check: asks for the member id and date of service, then queries the clearinghouse.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { checkEligibility } from '../clients/clearinghouse.js';
import { clinicById, patientById, recordEligibility } from '../db.js';
import type { StateCodecs } from '../state/codecs.js';
import { fail, ok, staff } from './common.js';

export function registerInsuranceTools(server, state: StateCodecs) {
  server.registerTool(
    'check_eligibility',
    {
      description: "Check a patient's insurance coverage for a date of service.",
      inputSchema: { patientId: z.string().uuid() },
      annotations: { readOnlyHint: false },
    },
    async (args, ctx) => {
      const me = staff(ctx);
      if (!me) return fail('Not signed in.');
      const carried = await ctx.mcpReq.requestState();
      if (!carried) {
        const patient = await patientById(args.patientId);
        if (!patient || !me.clinicIds.includes(patient.clinic_id)) return fail('Patient not found.');
        const clinic = await clinicById(patient.clinic_id);
        if (!clinic?.clearinghouse_api_key) return fail('Clinic has no clearinghouse account configured.');
        const requestState = await state.mint(
          {
            patientId: patient.id,
            payerId: patient.payer_id,
            dateOfBirth: patient.date_of_birth,
            providerNpi: clinic.npi,
            clearinghouseKey: clinic.clearinghouse_api_key, // expect: no-secrets-in-state
          },
          ctx,
        );
        return inputRequired({
          inputRequests: {
            member: inputRequired.elicit({
              message: `Insurance details for ${patient.full_name}`,
              requestedSchema: {
                type: 'object',
                properties: {
                  memberId: { type: 'string', title: 'Member ID', default: patient.member_id ?? '' },
                  serviceDate: { type: 'string', format: 'date', title: 'Date of service' },
                },
                required: ['memberId', 'serviceDate'],
              },
            }),
          },
          requestState,
        });
      }
      const member = acceptedContent(ctx.mcpReq.inputResponses, 'member');
      if (!member) return ok({ checked: false });
      const result = await checkEligibility(carried.clearinghouseKey, {
        providerNpi: carried.providerNpi,
        payerId: carried.payerId,
        memberId: member.memberId,
        dateOfBirth: carried.dateOfBirth,
        serviceDate: member.serviceDate,
      });
      await recordEligibility(carried.patientId, result);
      return ok({ checked: true, ...result });
    },
  );
}
