// Settings for the clinic scheduler, loaded from environment variables at start-up.
// @ts-nocheck

export interface Settings {
  readonly host: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly ehr: {
    readonly baseUrl: string;
    readonly apiKey: string;
    readonly practiceId: string;
  };
  readonly portal: {
    readonly issuer: string;
    readonly jwksUrl: string;
    readonly audience: string;
    readonly patientClaim: string;
  };
  readonly cancellation: {
    readonly minNoticeHours: number;
  };
}

class SettingsError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = "SettingsError";
  }
}

function text(name: string): string;
function text(name: string, fallback: string): string;
function text(name: string, fallback?: string): string {
  const value = process.env[name];
  if (value && value.trim() !== "") return value.trim();
  if (fallback !== undefined) return fallback;
  throw new SettingsError(name, "is required");
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new SettingsError(name, "must be a non-negative integer");
  return n;
}

export const settings = {
  host: text("HOST", "0.0.0.0"),
  port: integer("PORT", 8080),
  databaseUrl: text("CLINIC_DATABASE_URL"),
  ehr: {
    baseUrl: text("EHR_BASE_URL"),
    apiKey: text("EHR_API_KEY"),
    practiceId: text("EHR_PRACTICE_ID"),
  },
  portal: {
    issuer: text("PORTAL_ISSUER"),
    jwksUrl: text("PORTAL_JWKS_URL"),
    audience: text("PORTAL_AUDIENCE", "clinic-scheduler"),
    patientClaim: "https://portal.northside-clinics.example/patient_id",
  },
  cancellation: {
    minNoticeHours: integer("CANCEL_MIN_NOTICE_HOURS", 24),
  },
} satisfies Settings;
