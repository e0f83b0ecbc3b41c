export * from "./types";
export * from "./errors";
export { createStateSealer, epochSeconds, HmacSealer, isExpired, systemClock } from "./sealer";
