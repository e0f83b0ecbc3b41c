// Zod schemas for tool inputs and for the state each multi-round tool carries between rounds.
// @ts-nocheck
import { z } from 'zod';
import { RateSchema } from '../carriers.js';

const Zip = z.string().regex(/^\d{5}$/, 'five-digit ZIP code');

export const LaneSchema = z.object({
  originZip: Zip,
  destZip: Zip,
  weightKg: z.number().positive().max(20_000),
  pallets: z.number().int().min(1).max(26),
});
export type Lane = z.infer<typeof LaneSchema>;

export const QuoteDraftSchema = z.object({
  lane: LaneSchema,
  rates: z.array(RateSchema).min(1).max(10),
  requestedAt: z.string().datetime(),
});
export type QuoteDraft = z.infer<typeof QuoteDraftSchema>;

export const BookingConfirmSchema = z.object({
  tool: z.literal('book_shipment'),
  step: z.literal('confirm'),
});

export const CancelConfirmSchema = z.object({
  tool: z.literal('cancel_booking'),
  bookingRef: z.string().min(6),
});

export const BookingRefSchema = z.string().regex(/^FD-[A-Z0-9]{8}$/, 'booking reference like FD-7K2M9QXA');
