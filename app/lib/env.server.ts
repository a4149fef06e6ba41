// Environment parsed once at boot; a wrong variable stops the server with a message naming it.
import { z } from "zod";
import type { PublicStore } from "./store";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Megabytes of answers each instance keeps in its shared HTTP cache (0: off). */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * Which peers' X-Forwarded-For is believed (Express's "trust proxy"): names (loopback,
     * linklocal, uniquelocal) and addresses or CIDR ranges, comma-separated. The client's
     * address keys every throttle, so a deployment whose visitors can reach the server from a
     * private address (a container's published port) must narrow it to its own proxy's.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)(?:\s*,\s*(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?))*$/i,
        "must list loopback, linklocal, uniquelocal or addresses (CIDR), comma-separated",
      )
      .default("loopback, linklocal, uniquelocal"),
    /** Worker processes (node:cluster), one per core; only with DATABASE_URL (PGlite is one process). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    SEED_BOOKS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    STORE_NAME: z.string().trim().min(1).default("Coperta"),
    STORE_LEGAL_NAME: z.string().trim().min(1).default("Coperta Librărie și Editură S.R.L."),
    STORE_LEGAL_LINE: z
      .string()
      .trim()
      .min(1)
      .default("CUI RO41235870, J40/11235/2019, Str. Tipografilor nr. 11, București"),
    STORE_PHONE: z.string().trim().min(1).default("021 310 45 67"),
    STORE_EMAIL: z.email().default("comenzi@coperta.ro"),
    /**
     * Card payments (features/payments): "sandbox" is the test provider. Unset: the sandbox outside
     * production, no card payments in production (there it must be chosen explicitly).
     */
    PAYMENT_PROVIDER: optionalText.pipe(z.enum(["sandbox"]).optional()),
    /** Outgoing mail server; unset: e-mails are written as .eml files to DATA_DIR/outbox. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/[^/]/, "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** Sender of the shop's e-mails; unset: STORE_NAME <STORE_EMAIL>. */
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .regex(
          /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
          "must be an e-mail address, optionally as Name <address>",
        )
        .optional(),
    ),
    /**
     * IP geolocation for the wedding promo (spec section 7): an http(s) URL with `{ip}` (and
     * `{key}`, filled from GEOLOCATION_KEY) answering JSON with a `city`. Unset: no outside call,
     * no city, so visitor addresses never leave the shop by default.
     */
    GEOLOCATION_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^/]/, "must start with http:// or https://")
        .refine((template) => template.includes("{ip}"), "must contain {ip}")
        .optional(),
    ),
    /** The geolocation service's access key, put where GEOLOCATION_URL says `{key}`. */
    GEOLOCATION_KEY: optionalText,
  })
  .superRefine((env, context) => {
    if (env.GEOLOCATION_URL?.includes("{key}") && !env.GEOLOCATION_KEY) {
      context.addIssue({
        code: "custom",
        path: ["GEOLOCATION_KEY"],
        message: "must be set when GEOLOCATION_URL contains {key}",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join(".") || "(environment)";
    return `  ${variable}: ${issue.message} (got ${JSON.stringify(source[variable] ?? null)})`;
  });
  throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
}

/** Who the shop's e-mails come from: MAIL_FROM, else "STORE_NAME" <STORE_EMAIL>. */
export function mailFrom(env: Env): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  // A quoted display name, so a name with a comma or a dot stays one name.
  const name = env.STORE_NAME.replace(/["\\]/g, "\\$&");
  return `"${name}" <${env.STORE_EMAIL}>`;
}

/**
 * The card payment provider in use: PAYMENT_PROVIDER when set, the sandbox outside production,
 * otherwise none (card payments are then not offered).
 */
export function cardPaymentProvider(
  env: Pick<Env, "NODE_ENV" | "PAYMENT_PROVIDER">,
): NonNullable<Env["PAYMENT_PROVIDER"]> | null {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return env.NODE_ENV === "production" ? null : "sandbox";
}

export function publicStore(env: Env): PublicStore {
  return {
    name: env.STORE_NAME,
    legalName: env.STORE_LEGAL_NAME,
    legalLine: env.STORE_LEGAL_LINE,
    phone: env.STORE_PHONE,
    email: env.STORE_EMAIL,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
  };
}
