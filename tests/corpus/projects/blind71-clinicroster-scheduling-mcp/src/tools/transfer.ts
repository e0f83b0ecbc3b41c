// transfer_patient: a clinic admin sends a patient record to a partner clinic (another tenant) after confirming.
// @ts-nocheck
import * as z from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { arePartners, loadClinic } from '../clinics.js';
import { query } from '../db.js';
import { exportPatient, importPatientBundle } from '../ehr.js';
import { argsDigest, digestMatches, mintState, principal } from '../stateCodec.js';

const TOOL = 'transfer_patient';
const ADMIN_SCOPE = 'clinic:admin';

export function registerTransferTool(server) {
  server.registerTool(
    TOOL,
    {
      description: 'Clinic admins: copy a patient record to a partner clinic and mark it transferred here.',
      inputSchema: z.object({
        patientId: z.string().min(1),
        targetClinicId: z.string().uuid(),
        includeHistory: z.boolean().default(true),
      }),
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const p = principal(ctx);
      if (!p.scopes.includes(ADMIN_SCOPE)) return { content: [{ type: 'text', text: 'Clinic admin rights are required.' }], isError: true };
      if (args.targetClinicId === p.clinicId) return { content: [{ type: 'text', text: 'Pick another clinic.' }], isError: true };

      const [source, target] = await Promise.all([loadClinic(p.clinicId), loadClinic(args.targetClinicId)]);
      if (!source?.active || !target?.active || !(await arePartners(source.id, target.id))) {
        return { content: [{ type: 'text', text: 'Transfers to that clinic are not allowed.' }], isError: true };
      }
      const digest = argsDigest(TOOL, args);
      const state = await ctx.mcpReq.requestState();

      if (!state) {
        const [patient] = await query('SELECT display_name FROM patients WHERE clinic_id = $1 AND id = $2', [source.id, args.patientId]);
        if (!patient) return { content: [{ type: 'text', text: 'Patient not found.' }], isError: true };
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Send ${patient.display_name}'s record${args.includeHistory ? ' with full history' : ''} to ${target.name}?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await mintState({ tool: TOOL, patientId: args.patientId, targetClinicId: target.id, digest }, ctx),
        });
      }

      const matches =
        state.tool === TOOL &&
        state.patientId === args.patientId &&
        state.targetClinicId === target.id &&
        digestMatches(state.digest, digest);
      if (!matches) return { content: [{ type: 'text', text: 'This confirmation was for a different transfer.' }], isError: true };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };

      const bundle = await exportPatient(source, args.patientId, args.includeHistory);
      const imported = await importPatientBundle(target, bundle);
      await query(
        `INSERT INTO patient_transfers (source_clinic_id, target_clinic_id, patient_id, target_bundle_id, requested_by)
         VALUES ($1, $2, $3, $4, $5)`,
        [source.id, target.id, args.patientId, imported?.id ?? null, p.staffId],
      );
      await query(`UPDATE patients SET transferred_to = $1, transferred_at = now() WHERE clinic_id = $2 AND id = $3`, [
        target.id,
        source.id,
        args.patientId,
      ]);
      return { content: [{ type: 'text', text: `Record sent to ${target.name}.` }] };
    },
  );
}
