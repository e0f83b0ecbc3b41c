// Layouts of the onboarding wizard state across releases and the upgrade chain to the current one.
// @ts-nocheck

export const CURRENT_VERSION = 3;

export type Step = 'company' | 'bank' | 'tax' | 'review';

export interface CompanyAnswers {
  legalName: string;
  registeredAddress: string;
  contactEmail: string;
}

export interface BankAnswers {
  accountHolder: string;
  iban: string;
  bic?: string;
  bankName?: string;
}

export interface TaxAnswers {
  taxId: string;
  vatRegistered: boolean;
}

export interface OnboardingState {
  v: 3;
  userId: string;
  tool: string;
  step: Step;
  countryCode: string;
  answers: { company?: CompanyAnswers; bank?: BankAnswers; tax?: TaxAnswers };
  erpSession?: { user?: string; accessToken?: string };
  exp: number;
}

export class StateError extends Error {}

const V1_STEPS: Record<number, Step> = { 1: 'company', 2: 'bank', 3: 'tax', 4: 'review' };

// 0.4.x: flat object, numeric step, issued-at timestamp instead of an expiry.
function fromV1(s: any) {
  const answers: any = {};
  if (s.legal_name) {
    answers.company = { legalName: s.legal_name, registeredAddress: s.address ?? '', contactEmail: s.email ?? '' };
  }
  if (s.iban) {
    answers.bank = { accountHolder: s.holder ?? s.legal_name ?? '', iban: s.iban };
  }
  return {
    v: 2,
    uid: s.uid,
    tool: 'onboard_vendor',
    step: V1_STEPS[s.step] ?? 'company',
    answers,
    exp: (Number(s.ts) || 0) + 10 * 60 * 1000,
  };
}

// 0.6.x-0.8.x: nested answers, but user id still under `uid` and no country on the state.
function fromV2(s: any) {
  return {
    v: 3,
    userId: s.uid,
    tool: s.tool,
    step: s.step,
    countryCode: (s.answers?.company?.country ?? s.country ?? 'DE').toUpperCase(),
    answers: s.answers ?? {},
    exp: s.exp,
  };
}

export function upgrade(raw: any): OnboardingState {
  if (!raw || typeof raw !== 'object') throw new StateError('malformed state');
  let s = raw;
  if (s.v === undefined) s = fromV1(s);
  if (s.v === 2) s = fromV2(s);
  if (s.v !== CURRENT_VERSION) throw new StateError(`unsupported state version ${s.v}`);
  return s as OnboardingState;
}
