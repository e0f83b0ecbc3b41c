import type { SlotPage, Visit, VisitRepository } from '../repositories/VisitRepository.js';
import { AppError, fail, ok, type Result } from '../shared/Result.js';
import type { StateBinding, VisitStateCodec } from '../state/VisitStateCodec.js';

export const RESCHEDULE_VISIT = 'reschedule_visit';
export const CANCEL_VISIT = 'cancel_visit';

export interface Caller {
  readonly userId: string;
  readonly regions: readonly string[] | 'all';
}

export interface PendingQuestion {
  readonly requestState: string;
  readonly prompt: string;
  readonly choices: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

interface PickSlotState {
  readonly step: 'pick-slot';
  readonly offeredSlotIds: readonly string[];
  /** Paging cursor of the dispatch API's slot list ("show more"). */
  readonly nextPageToken: string | null;
  /** Whether the new technician must be sent the gate code; the code itself stays in dispatch. */
  readonly hasGateCode: boolean;
}

interface CancelState {
  readonly visitNumber: string;
  readonly scheduledFor: string;
}

export const MORE_SLOTS = '__more__';

export class SchedulingService {
  constructor(
    private readonly visits: VisitRepository,
    private readonly states: VisitStateCodec,
  ) {}

  // ---- reschedule -------------------------------------------------------------------------

  async offerSlots(caller: Caller, visitId: string): Promise<Result<PendingQuestion>> {
    const visit = await this.visibleVisit(caller, visitId);
    if (!visit.ok) return visit;
    const page = await this.visits.availableSlots(visitId);
    return ok(this.slotQuestion(caller, visit.value, page));
  }

  async pickSlot(
    caller: Caller,
    visitId: string,
    token: string,
    choice: string,
  ): Promise<Result<PendingQuestion | Visit>> {
    const opened = this.states.open<PickSlotState>(token, this.binding(caller, RESCHEDULE_VISIT, { visitId }));
    if (!opened.ok) return opened;
    const visit = await this.visibleVisit(caller, visitId);
    if (!visit.ok) return visit;

    if (choice === MORE_SLOTS) {
      if (!opened.value.nextPageToken) return fail(new AppError('invalid', 'There are no more slots'));
      const page = await this.visits.availableSlots(visitId, opened.value.nextPageToken);
      return ok(this.slotQuestion(caller, visit.value, page));
    }
    if (!opened.value.offeredSlotIds.includes(choice)) return fail(new AppError('invalid', 'That slot was not offered'));
    return ok(await this.visits.reschedule(visitId, choice, caller.userId));
  }

  private slotQuestion(caller: Caller, visit: Visit, page: SlotPage): PendingQuestion {
    const state: PickSlotState = {
      step: 'pick-slot',
      offeredSlotIds: page.slots.map((s) => s.id),
      nextPageToken: page.nextPageToken,
      hasGateCode: visit.gateCode !== null,
    };
    const choices = page.slots.map((s) => ({ value: s.id, label: `${s.start} – ${s.end} (${s.technicianName})` }));
    if (page.nextPageToken) choices.push({ value: MORE_SLOTS, label: 'Show later slots' });
    return {
      requestState: this.states.seal(state, this.binding(caller, RESCHEDULE_VISIT, { visitId: visit.id })),
      prompt: `Visit ${visit.number} for ${visit.customerName} is on ${visit.scheduledFor}. Pick a new slot:`,
      choices,
    };
  }

  // ---- cancel ------------------------------------------------------------------------------

  async askCancel(caller: Caller, args: { visitId: string; reason: string }): Promise<Result<PendingQuestion>> {
    const visit = await this.visibleVisit(caller, args.visitId);
    if (!visit.ok) return visit;
    if (visit.value.status !== 'scheduled') {
      return fail(new AppError('conflict', `Visit ${visit.value.number} is ${visit.value.status}`));
    }
    const state: CancelState = { visitNumber: visit.value.number, scheduledFor: visit.value.scheduledFor };
    return ok({
      requestState: this.states.seal(state, this.binding(caller, CANCEL_VISIT, args)),
      prompt: `Cancel visit ${visit.value.number} (${visit.value.customerName}, ${visit.value.scheduledFor})? Reason: ${args.reason}`,
      choices: [],
    });
  }

  async confirmCancel(caller: Caller, args: { visitId: string; reason: string }, token: string): Promise<Result<Visit>> {
    const opened = this.states.open<CancelState>(token, this.binding(caller, CANCEL_VISIT, args));
    if (!opened.ok) return opened;
    const visit = await this.visibleVisit(caller, args.visitId);
    if (!visit.ok) return visit;
    if (visit.value.scheduledFor !== opened.value.scheduledFor) {
      return fail(new AppError('conflict', `Visit ${visit.value.number} was moved in the meantime; please check again`));
    }
    return ok(await this.visits.cancel(args.visitId, args.reason, caller.userId));
  }

  // ---- helpers -----------------------------------------------------------------------------

  private binding(caller: Caller, tool: string, args: Readonly<Record<string, unknown>>): StateBinding {
    return { userId: caller.userId, tool, args };
  }

  private async visibleVisit(caller: Caller, visitId: string): Promise<Result<Visit>> {
    const visit = await this.visits.get(visitId);
    if (!visit || (caller.regions !== 'all' && !caller.regions.includes(visit.region))) {
      return fail(new AppError('not_found', `Visit ${visitId} was not found`));
    }
    return ok(visit);
  }
}
