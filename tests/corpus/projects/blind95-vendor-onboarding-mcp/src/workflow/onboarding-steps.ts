// Step table for supplier onboarding: the questions, when each applies, and how each answer updates the draft.
// @ts-nocheck
import type { Step } from './engine.js';

export interface VendorDraft {
  legalName: string;
  country?: string;
  taxId?: string;
  contactEmail?: string;
  paymentTermsDays?: number;
  currency?: string;
  complianceTicket?: string;
}

const ENHANCED_DUE_DILIGENCE = new Set(['AE', 'CY', 'HK', 'PA', 'TR', 'VG']);

export const onboardingSteps: Step<VendorDraft>[] = [
  {
    id: 'company',
    message: (d) => `Registration details for ${d.legalName}`,
    schema: {
      type: 'object',
      properties: {
        country: { type: 'string', minLength: 2, maxLength: 2, description: 'ISO 3166 country code' },
        taxId: { type: 'string', description: 'VAT or tax registration number' },
      },
      required: ['country', 'taxId'],
    },
    apply: (d, c) => ({
      ...d,
      country: String(c.country).toUpperCase(),
      taxId: String(c.taxId).replace(/\s+/g, ''),
    }),
  },
  {
    id: 'contact',
    message: (d) => `Who at ${d.legalName} receives remittance advice?`,
    schema: {
      type: 'object',
      properties: { contactEmail: { type: 'string', format: 'email' } },
      required: ['contactEmail'],
    },
    apply: (d, c) => ({ ...d, contactEmail: String(c.contactEmail).trim().toLowerCase() }),
  },
  {
    id: 'terms',
    message: () => 'Payment terms and invoice currency',
    schema: {
      type: 'object',
      properties: {
        paymentTermsDays: { type: 'integer', enum: [15, 30, 45, 60] },
        currency: { type: 'string', enum: ['EUR', 'USD', 'GBP', 'CHF'] },
      },
      required: ['paymentTermsDays', 'currency'],
    },
    apply: (d, c) => ({ ...d, paymentTermsDays: Number(c.paymentTermsDays), currency: String(c.currency) }),
  },
  {
    id: 'due_diligence',
    when: (d) => ENHANCED_DUE_DILIGENCE.has(d.country ?? ''),
    message: (d) => `Suppliers registered in ${d.country} need an approved compliance ticket.`,
    schema: {
      type: 'object',
      properties: { complianceTicket: { type: 'string', pattern: '^COMP-[0-9]{4,}$' } },
      required: ['complianceTicket'],
    },
    apply: (d, c) => ({ ...d, complianceTicket: String(c.complianceTicket) }),
  },
];
