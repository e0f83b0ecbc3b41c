import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { clinicApi, patientOf, pharmacyGateway, type Ctx } from '../services.js';
import { stateCodec } from '../state/codec.js';
import { stateFor } from '../state/guards.js';
import type { ClinicTool } from './index.js';

const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

interface PortalLogin {
  username: string;
  password: string;
}

const linkPharmacy: ClinicTool = {
  name: 'link_pharmacy',
  description: 'Link your account at a partner pharmacy so refills can be sent there',
  inputSchema: { pharmacyId: z.string() },
  handler: async ({ pharmacyId }, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const state = stateFor(ctx, 'link_pharmacy');

    if (!state) {
      return inputRequired({
        inputRequests: {
          login: inputRequired.elicit({
            message: 'Sign in to your pharmacy account to link it',
            requestedSchema: {
              type: 'object',
              properties: {
                username: { type: 'string', title: 'Pharmacy username' },
                password: { type: 'string', title: 'Pharmacy password' },
              },
              required: ['username', 'password'],
            },
          }),
        },
        requestState: await stateCodec.mint({ tool: 'link_pharmacy', step: 'login', pharmacyId }, ctx),
      });
    }

    if (state.step === 'login') {
      const login = acceptedContent<PortalLogin>(ctx.mcpReq.inputResponses, 'login');
      if (!login) return text('Not linked.');
      const challenge = await pharmacyGateway.startLogin(state.pharmacyId, login.username, login.password);
      return inputRequired({
        inputRequests: {
          otp: inputRequired.elicit({
            message: `Enter the code the pharmacy sent you by ${challenge.channel}`,
            requestedSchema: {
              type: 'object',
              properties: { code: { type: 'string', title: 'Code', pattern: '^[0-9]{6}$' } },
              required: ['code'],
            },
          }),
        },
        requestState: await stateCodec.mint(
          {
            tool: 'link_pharmacy',
            step: 'otp',
            pharmacyId: state.pharmacyId,
            challengeId: challenge.challengeId,
            username: login.username,
            portalPassword: login.password, // expect: no-secrets-in-state
          },
          ctx,
        ),
      });
    }

    const otp = acceptedContent<{ code: string }>(ctx.mcpReq.inputResponses, 'otp');
    if (!otp) return text('Not linked.');
    const { linkHandle } = await pharmacyGateway.completeLogin(
      state.pharmacyId,
      state.challengeId,
      state.username,
      state.portalPassword,
      otp.code,
    );
    await clinicApi.savePharmacyLink(patient, state.pharmacyId, linkHandle);
    return text('Pharmacy linked. Refills can now be sent there.');
  },
};

const refillPrescription: ClinicTool = {
  name: 'refill_prescription',
  description: 'Request a refill of a prescription at one of your linked pharmacies',
  inputSchema: { prescriptionId: z.string() },
  handler: async ({ prescriptionId }, ctx: Ctx) => {
    const patient = patientOf(ctx);
    const state = stateFor(ctx, 'refill_prescription');
    if (!state) {
      const links = await clinicApi.pharmacyLinks(patient);
      if (links.length === 0) return text('Link a pharmacy first (link_pharmacy).');
      return inputRequired({
        inputRequests: {
          pharmacy: inputRequired.elicit({
            message: 'Which pharmacy should fill it?',
            requestedSchema: {
              type: 'object',
              properties: {
                pharmacyId: { type: 'string', oneOf: links.map((l) => ({ const: l.pharmacyId, title: l.name })) },
              },
              required: ['pharmacyId'],
            },
          }),
        },
        requestState: await stateCodec.mint(
          { tool: 'refill_prescription', prescriptionId, pharmacyIds: links.map((l) => l.pharmacyId) },
          ctx,
        ),
      });
    }
    const pick = acceptedContent<{ pharmacyId: string }>(ctx.mcpReq.inputResponses, 'pharmacy');
    if (!pick || !state.pharmacyIds.includes(pick.pharmacyId)) return text('No refill requested.');
    const refill = await clinicApi.requestRefill(patient, state.prescriptionId, pick.pharmacyId);
    return text(`Refill ${refill.refillId} requested; ready by ${refill.readyBy}.`);
  },
};

export const pharmacyTools = [linkPharmacy, refillPrescription];
