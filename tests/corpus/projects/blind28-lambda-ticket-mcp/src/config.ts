export const config = {
  stateCodec: process.env.STATE_CODEC ?? "aes-cbc",
  /** how long a user has to answer the confirmation prompt */
  confirmWindowMs: 60 * 60 * 1000,
  trackerProject: process.env.TRACKER_PROJECT ?? "OPS",
} as const;
