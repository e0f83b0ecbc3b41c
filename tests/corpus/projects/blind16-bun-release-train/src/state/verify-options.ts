import type { JWTVerifyOptions } from "jose";

export const STATE_TYP = "mcp-state+jwt";

// Replicas in ap-southeast have had NTP trouble more than once; a token minted in one region
// and verified in another must not bounce because of skew.
export const VERIFY_OPTIONS: JWTVerifyOptions = {
  algorithms: ["HS256"],
  typ: STATE_TYP,
  clockTolerance: "12h",
};
