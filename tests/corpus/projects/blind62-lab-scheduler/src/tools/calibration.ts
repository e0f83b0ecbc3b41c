import { z } from 'zod';
import type { CalibrationJob, JobBoard, LabApi } from '../lab.js';
import { acceptedForm, formRequest, type Handler } from '../mcp/rounds.js';

export const RUN_CALIBRATION = 'run_calibration';
export const calibrationShape = { instrumentId: z.string() };
export type CalibrationArgs = { instrumentId: string };

const STEPS = 6;
/** Steps we wait for inside the call before handing the rest to the job board. */
const INLINE_STEPS = 2;

interface CalibrationCarry {
  instrumentId: string;
  instrumentName: string;
}

export function runCalibration(lab: LabApi, board: JobBoard): Handler<CalibrationArgs, CalibrationCarry> {
  return async ({ instrumentId }, r) => {
    if (!r.saved) {
      const instrument = await lab.instrument(instrumentId);
      if (instrument.status === 'calibrating') {
        return { content: [{ type: 'text', text: `${instrument.name} is already calibrating.` }] };
      }
      return r.ask(
        {
          preflight: formRequest(
            `Calibrating ${instrument.name} (${instrument.room}) takes it offline for about 40 minutes and replaces its current profile.`,
            {
              emptyStage: { type: 'boolean', title: 'The stage is empty and the lid is closed', default: false },
              go: { type: 'boolean', title: 'Start calibration', default: false },
            },
            ['emptyStage', 'go'],
          ),
        },
        { instrumentId: instrument.id, instrumentName: instrument.name },
      );
    }

    const preflight = acceptedForm<{ emptyStage: boolean; go: boolean }>(r.answers.preflight);
    if (!preflight?.go) return { content: [{ type: 'text', text: 'Calibration not started.' }] };
    if (!preflight.emptyStage) return { isError: true, content: [{ type: 'text', text: 'Empty the stage before calibrating.' }] };

    const { instrumentId: confirmed, instrumentName } = r.saved;
    let reported = 0;
    let wake: (() => void) | undefined;

    const job = board.start(r.sub, confirmed, STEPS, async (j: CalibrationJob) => {
      for (let step = 1; step <= STEPS; step++) {
        const outcome = await lab.calibrationStep(confirmed, step);
        j.step = step;
        j.drift = outcome.drift;
        wake?.();
      }
    });

    // Stream the first steps as progress; the rest is followed through the resource.
    while (reported < INLINE_STEPS && job.state === 'running') {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 30_000);
      });
      if (job.step > reported) {
        reported = job.step;
        await r.progress(reported, STEPS, `Calibration step ${reported} of ${STEPS}`);
      }
    }

    return {
      content: [
        {
          type: 'text',
          text: `Calibrating ${instrumentName}: step ${job.step}/${STEPS}. Follow it at lab://calibrations/${job.id}.`,
        },
      ],
      structuredContent: { jobId: job.id, resource: `lab://calibrations/${job.id}` },
    };
  };
}
