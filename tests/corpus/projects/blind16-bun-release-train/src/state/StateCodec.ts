import { Context, Data, Effect, Layer } from "effect";
import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import { AppConfig } from "../config";
import { STATE_TYP, VERIFY_OPTIONS } from "./verify-options";

export class StateError extends Data.TaggedError("StateError")<{
  readonly reason: "mint" | "invalid" | "wrong-tool";
  readonly cause?: unknown;
}> {}

export interface Binding {
  readonly sub: string;
  readonly tool: string;
}

export class StateCodec extends Context.Tag("StateCodec")<
  StateCodec,
  {
    readonly mint: <C extends JWTPayload>(claims: C, binding: Binding) => Effect.Effect<string, StateError>;
    readonly open: <C extends JWTPayload>(token: string, binding: Binding) => Effect.Effect<C & { tool: string }, StateError>;
  }
>() {}

export const StateCodecLive = Layer.effect(
  StateCodec,
  Effect.gen(function* () {
    const cfg = yield* AppConfig;

    const mint = <C extends JWTPayload>(claims: C, binding: Binding) =>
      Effect.tryPromise({
        try: () =>
          new SignJWT({ ...claims, tool: binding.tool })
            .setProtectedHeader({ alg: "HS256", typ: STATE_TYP })
            .setIssuer(cfg.issuer)
            .setSubject(binding.sub)
            .setIssuedAt()
            .setExpirationTime("2h") // expect: require-state-binding
            .sign(cfg.stateKey),
        catch: (cause) => new StateError({ reason: "mint", cause }),
      });

    const open = <C extends JWTPayload>(token: string, binding: Binding) =>
      Effect.tryPromise({
        try: () => jwtVerify<C & { tool: string }>(token, cfg.stateKey, { ...VERIFY_OPTIONS, issuer: cfg.issuer, subject: binding.sub }), // expect: require-state-binding
        catch: (cause) => new StateError({ reason: "invalid", cause }),
      }).pipe(
        Effect.flatMap(({ payload }) =>
          payload.tool === binding.tool ? Effect.succeed(payload) : Effect.fail(new StateError({ reason: "wrong-tool" })),
        ),
      );

    return StateCodec.of({ mint, open });
  }),
);
