// Elicitation requests for the intake flow (hand-built: SDK 1.x has no input_required builders).

export const MORE_PLANS = '__more__';

function form(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export const demographicsForm = (patientRef) =>
  form(`Demographics for ${patientRef}`, {
    fullName: { type: 'string', title: 'Full legal name' },
    dateOfBirth: { type: 'string', format: 'date', title: 'Date of birth' },
    phone: { type: 'string', title: 'Mobile phone' },
    preferredLanguage: { type: 'string', title: 'Preferred language', default: 'en' },
  }, ['fullName', 'dateOfBirth']);

export const insuranceForm = (plans, hasMore) =>
  form('Insurance', {
    planId: {
      type: 'string',
      title: 'Plan',
      enum: [...plans.map((p) => p.id), ...(hasMore ? [MORE_PLANS] : []), 'self-pay'],
      enumNames: [...plans.map((p) => p.name), ...(hasMore ? ['More plans…'] : []), 'Self-pay'],
    },
    memberId: { type: 'string', title: 'Member ID (from the card)' },
    groupNumber: { type: 'string', title: 'Group number' },
  }, ['planId']);

export const consentForm = () =>
  form('Consent and portal', {
    treatmentConsent: { type: 'boolean', title: 'Patient consents to treatment' },
    hipaaAcknowledged: { type: 'boolean', title: 'Privacy notice acknowledged' },
    hasPortalPassword: { type: 'boolean', title: 'Patient already has a portal login' },
  }, ['treatmentConsent', 'hipaaAcknowledged']);

export const confirmForm = (message) => form(message, { confirm: { type: 'boolean', title: 'Confirm' } }, ['confirm']);

export function uploadRequest(url, fileName) {
  return {
    method: 'elicitation/create',
    params: { mode: 'url', url, message: `Open this link on the front-desk scanner PC to upload ${fileName}.` },
  };
}

/** Only the fields each step's form asks for; anything else the client sends is dropped. */
const FIELDS = {
  demographics: ['fullName', 'dateOfBirth', 'phone', 'preferredLanguage'],
  insurance: ['planId', 'memberId', 'groupNumber'],
  consent: ['treatmentConsent', 'hipaaAcknowledged', 'hasPortalPassword'],
};

export function acceptedFields(inputResponses, step) {
  const response = inputResponses?.[step];
  if (!response || response.action !== 'accept') return undefined;
  return Object.fromEntries(FIELDS[step].filter((f) => f in response.content).map((f) => [f, response.content[f]]));
}

export const text = (message) => ({ content: [{ type: 'text', text: message }] });
export const toolError = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });
