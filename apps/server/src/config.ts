import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server, read from the environment in this one place and checked at start-up.
 * Nothing else reads process.env. A bad setting stops start-up with a message naming it.
 */
const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const HexKey = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters');
const WidgetUrl = z.url({ protocol: /^https?$/ });
/** SCHEDULING_URLS: a JSON object expertId -> { nl, en } of external scheduling widget URLs. */
const ExpertWidgetUrls = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.string().min(1), z.object({ nl: WidgetUrl.optional(), en: WidgetUrl.optional() }).strict()),
  );

/** Comma-separated web origins (scheme, host and port only). */
const OriginList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'must be origins such as https://app.example.com, no paths'),
    ),
  );

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Unset: loopback (127.0.0.1) in demo mode, which is for one machine; every interface (0.0.0.0) in production. */
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    MODE: z.enum(['demo', 'production']).default('demo'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of every e-mail; defaults to no-reply at the public host name. */
    MAIL_FROM: z.string().min(3).max(200).optional(),
    SENTRY_DSN: z.url().optional(),
    /** Share of requests Sentry traces (0 to 1); a sample is enough to see where time goes. */
    SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
    /**
     * Sign-in codes by SMS for accounts that have them. The portal has no SMS gateway yet (SMS goes to the demo
     * outbox), so production needs SMS_MFA=off: such accounts are then asked to set up an authenticator app.
     */
    SMS_MFA: z.enum(['on', 'off']).default('on'),
    /** Origins (comma-separated) whose browser pages may call /graphql across origins; unset: none. */
    CORS_ORIGINS: OriginList.optional(),
    /**
     * Origins (comma-separated) of the native-app wrappers that may hand the web app a session by postMessage;
     * unset: none. The web app reads them from appInfo, never from its address bar.
     */
    NATIVE_APP_ORIGINS: OriginList.optional(),
    LOG_LEVEL: LogLevel.default('info'),
    /**
     * Secret that signs session tokens and keys the hashes of one-time codes. Required in production; demo mode
     * generates one at first start and keeps it in the database, so sessions survive restarts.
     */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Whose X-Forwarded-* to believe (client addresses for limits and logs, https for HSTS): unset or `false`, no
     * one's; a number, that many proxies in front of the server; or their addresses and CIDR ranges, comma-separated.
     */
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    /** Where the built web app lives; the default is the workspace's own build. */
    WEB_DIST: z.string().min(1).optional(),
    /** test: the built-in test payment provider (hosted page at /pay/:id); adyen: Adyen Pay by Link. */
    PAYMENT_PROVIDER: z.enum(['test', 'adyen']).default('test'),
    /** HMAC key of the test provider's notifications; unset: generated at first start and kept in the database. */
    TEST_PAYMENT_HMAC_KEY: HexKey.optional(),
    ADYEN_API_KEY: z.string().min(1).optional(),
    ADYEN_MERCHANT_ACCOUNT: z.string().min(1).max(200).optional(),
    /** HMAC key of the Adyen webhook (Customer Area > Developers > Webhooks). */
    ADYEN_HMAC_KEY: HexKey.optional(),
    /** Checkout API base: the test default, or the live endpoint with your prefix. */
    ADYEN_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default('https://checkout-test.adyen.com'),
    /** Basic auth the payment webhook requires when set (both or neither). */
    WEBHOOK_USERNAME: z.string().min(1).max(200).optional(),
    WEBHOOK_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
    /** External scheduling widgets; unset: the built-in scheduler's calendar. */
    SCHEDULING_URL_AMSTERDAM: WidgetUrl.optional(),
    SCHEDULING_URL_ON_LOCATION: WidgetUrl.optional(),
    SCHEDULING_URLS: ExpertWidgetUrls.optional(),
    /** The number customers call to plan their exercise test (customer-journey §9: fixed, shown on the step). */
    EXERCISE_TEST_PHONE_NUMBER: z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number such as +31 20 123 4567')
      .default('+31 20 123 4567'),
    /** Files in an S3-compatible bucket when S3_BUCKET is set; unset: the directory DATA_DIR/files. */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    /** Unset: AWS itself; set for another S3-compatible store. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-central-1')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
    /** Secret. */
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
    /** true for stores that address buckets by path (MinIO and the like). */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    /** Server-side encryption asked for on every object. */
    S3_SSE: z.enum(['AES256', 'aws:kms']).optional(),
    /** The KMS key for S3_SSE=aws:kms; unset: the bucket's default key. */
    S3_SSE_KMS_KEY_ID: z.string().min(1).max(2048).optional(),
    /**
     * The fault tests and the abuse run only (src/faults.ts): the process kills itself right after this named
     * commit, or this named transaction is read-only.
     */
    FAULT_INJECT: z
      .string()
      .regex(
        /^(after-commit|read-only):[a-z]+\.[a-z]+$/,
        'must be after-commit:<module>.<step> or read-only:<module>.<step>',
      )
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'adyen') {
      for (const key of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=adyen' });
      }
    }
    if (!env.WEBHOOK_USERNAME !== !env.WEBHOOK_PASSWORD) {
      const missing = env.WEBHOOK_USERNAME ? 'WEBHOOK_PASSWORD' : 'WEBHOOK_USERNAME';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other webhook setting',
      });
    }
    checkS3(env, ctx);
    if (env.MODE !== 'production') return;
    // Production refuses the demo conveniences: it needs a real database, a public address, real secrets, real
    // transports for mail and codes, and a real payment provider behind an authenticated webhook.
    for (const key of [
      'DATABASE_URL',
      'PUBLIC_URL',
      'SESSION_SECRET',
      'SMTP_URL',
      'WEBHOOK_USERNAME',
      'WEBHOOK_PASSWORD',
    ] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when MODE=production' });
    }
    if (env.PAYMENT_PROVIDER === 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'must be a real provider (adyen) when MODE=production: the test provider accepts test cards',
      });
    }
    if (env.SMS_MFA === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_MFA'],
        message:
          'must be off when MODE=production: there is no SMS transport, codes would stay in the database',
      });
    }
    if (env.FAULT_INJECT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FAULT_INJECT'],
        message: 'is for the fault tests, never production',
      });
    }
  });

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_SSE',
  'S3_SSE_KMS_KEY_ID',
] as const;

/** The object store settings come together or not at all: half of them would store files where no one looks. */
function checkS3(
  env: Partial<Record<(typeof S3_KEYS)[number] | 'S3_BUCKET', string>>,
  ctx: z.RefinementCtx,
): void {
  if (!env.S3_BUCKET) {
    const given = S3_KEYS.filter((key) => env[key] !== undefined);
    if (given.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required with ${given.join(', ')}` });
    }
    return;
  }
  for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with S3_BUCKET' });
  }
  if (env.S3_SSE_KMS_KEY_ID && env.S3_SSE !== 'aws:kms') {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SSE_KMS_KEY_ID'],
      message: 'is used only with S3_SSE=aws:kms',
    });
  }
}

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  mode: 'demo' | 'production';
  isDemo: boolean;
  /** Unset: the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sentryDsn: string | undefined;
  sentryTracesSampleRate: number;
  /** Sign-in codes by SMS are offered (SMS_MFA=on; demo mode only, they go to the outbox). */
  smsMfa: boolean;
  /** Browser origins allowed to call /graphql across origins; empty: none. */
  corsOrigins: string[];
  /** NATIVE_APP_ORIGINS: the wrappers whose postMessage may hand over a session. */
  nativeAppOrigins: string[];
  logLevel: z.infer<typeof LogLevel>;
  sessionSecret: string | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges; never "everyone". */
  trustProxy: false | number | string[];
  webDist: string;
  paymentProvider: 'test' | 'adyen';
  /** Unset: generated once and kept in the settings table. */
  testPaymentHmacKey: string | undefined;
  /** Set when PAYMENT_PROVIDER=adyen. */
  adyen: AdyenConfig | undefined;
  /** Basic auth of the payment webhook; unset: the HMAC signature alone guards it. */
  webhookAuth: { username: string; password: string } | undefined;
  /** External scheduling widget URLs; an unset one means the built-in calendar. */
  scheduling: SchedulingConfig;
  /** Shown on the exercise test step. */
  exerciseTestPhoneNumber: string;
  /** The object store for uploaded files; unset: the directory dataDir/files. */
  s3: S3Config | undefined;
  /** The fault tests' crash point or read-only transaction (src/faults.ts); unset in every normal run, refused in production. */
  faultInject: string | undefined;
}

export interface S3Config {
  /** Unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Secret: never logged. */
  secretAccessKey: string;
  forcePathStyle: boolean;
  sse: 'AES256' | 'aws:kms';
  /** With sse aws:kms; unset: the bucket's default KMS key. */
  sseKmsKeyId: string | undefined;
}

export interface SchedulingConfig {
  locationUrls: { AMSTERDAM?: string; ON_LOCATION?: string };
  /** Per expert id. */
  expertUrls: Record<string, { nl?: string; en?: string }>;
}

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  /** Without a trailing slash. */
  checkoutUrl: string;
}

function parseTrustProxy(text: string, ctx: z.RefinementCtx): false | number | string[] {
  const value = text.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would believe a forged X-Forwarded-For from anyone: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isEntry = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (!version || rest.length > 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  };
  const wrong = entries.filter((entry) => !isEntry(entry));
  if (entries.length === 0 || wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or addresses and CIDR ranges (not: ${wrong.join(', ') || value})`,
    });
    return z.NEVER;
  }
  return entries;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid setting: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const defaultWebDist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../web/dist');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST ?? (e.MODE === 'demo' ? '127.0.0.1' : '0.0.0.0'),
    publicUrl,
    mode: e.MODE,
    isDemo: e.MODE === 'demo',
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Health Passport <no-reply@${new URL(publicUrl).hostname}>`,
    sentryDsn: e.SENTRY_DSN,
    sentryTracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
    smsMfa: e.SMS_MFA === 'on',
    corsOrigins: e.CORS_ORIGINS ?? [],
    nativeAppOrigins: e.NATIVE_APP_ORIGINS ?? [],
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist),
    paymentProvider: e.PAYMENT_PROVIDER,
    testPaymentHmacKey: e.TEST_PAYMENT_HMAC_KEY,
    adyen:
      e.PAYMENT_PROVIDER === 'adyen' && e.ADYEN_API_KEY && e.ADYEN_MERCHANT_ACCOUNT && e.ADYEN_HMAC_KEY
        ? {
            apiKey: e.ADYEN_API_KEY,
            merchantAccount: e.ADYEN_MERCHANT_ACCOUNT,
            hmacKey: e.ADYEN_HMAC_KEY,
            checkoutUrl: e.ADYEN_CHECKOUT_URL.replace(/\/+$/, ''),
          }
        : undefined,
    webhookAuth:
      e.WEBHOOK_USERNAME && e.WEBHOOK_PASSWORD
        ? { username: e.WEBHOOK_USERNAME, password: e.WEBHOOK_PASSWORD }
        : undefined,
    scheduling: {
      locationUrls: { AMSTERDAM: e.SCHEDULING_URL_AMSTERDAM, ON_LOCATION: e.SCHEDULING_URL_ON_LOCATION },
      expertUrls: e.SCHEDULING_URLS ?? {},
    },
    exerciseTestPhoneNumber: e.EXERCISE_TEST_PHONE_NUMBER,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'eu-central-1',
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            sse: e.S3_SSE ?? 'AES256',
            sseKmsKeyId: e.S3_SSE_KMS_KEY_ID,
          }
        : undefined,
    faultInject: e.FAULT_INJECT,
  };
}
