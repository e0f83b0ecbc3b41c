// cancel_appointment tool: cancels a booked visit after the patient confirms, noting late-cancel fees.
'use strict';

const { z } = require('zod');
const rounds = require('../lib/rounds');

const HOUR = 3600 * 1000;

function cancelTool({ fhir, db }) {
  return {
    name: 'cancel_appointment',
    description: 'Cancel one of your (or a dependent\'s) booked appointments.',
    destructive: true,
    schema: z.object({
      appointmentId: z.string().min(1),
      reason: z.string().min(3).max(300),
    }),
    async handler(args, ctx) {
      const { userId, patientId: selfId } = ctx.authInfo.extra;

      if (!ctx.requestState) {
        const appt = await fhir.getAppointment(args.appointmentId);
        const patientRef = appt.participant.find((p) => p.actor.reference.startsWith('Patient/'));
        const patientId = patientRef.actor.reference.slice('Patient/'.length);
        const allowed = await fhir.patientsActingFor(selfId);
        if (!allowed.includes(patientId)) return rounds.text('Appointment not found.', true);
        if (appt.status !== 'booked') return rounds.text(`That appointment is already ${appt.status}.`, true);

        const windowHours = await db.lateCancelWindowHours(appt.meta?.tag?.[0]?.code);
        const lateFee = new Date(appt.start).getTime() - Date.now() < windowHours * HOUR;

        const requestState = Buffer.from(JSON.stringify({ appointmentId: appt.id, patientId, lateFee })).toString('base64url');
        const message = lateFee
          ? `This visit starts within ${windowHours}h; cancelling now incurs the late-cancellation fee. Cancel anyway?`
          : `Cancel the visit on ${appt.start}?`;
        return rounds.inputRequired(
          { confirm: rounds.elicit(message, { confirm: { type: 'boolean', title: 'Cancel appointment' } }) },
          requestState, // expect: require-sealed-state
        );
      }

      const pending = JSON.parse(Buffer.from(ctx.requestState, 'base64url').toString('utf8')); // expect: require-sealed-state
      const answer = rounds.accepted(ctx.inputResponses, 'confirm');
      if (!answer || !answer.confirm) return rounds.text('Your appointment is still booked.');

      await fhir.cancelAppointment(pending.appointmentId, args.reason, { lateFee: pending.lateFee });
      await db.audit({
        actorId: userId,
        action: 'cancel',
        appointmentId: pending.appointmentId,
        patientId: pending.patientId,
        detail: { reason: args.reason, lateFee: pending.lateFee },
      });
      return rounds.text(
        pending.lateFee ? 'Cancelled. A late-cancellation fee will appear on your next statement.' : 'Cancelled.',
      );
    },
  };
}

module.exports = { cancelTool };
