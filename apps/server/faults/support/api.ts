import { signItem, TEST_MERCHANT_ACCOUNT } from '../../src/integrations/payments/index.js';
import { multipartBody } from '../../src/test/rest.js';
import { PUBLIC_URL, type PortalServer } from './server.js';

/** Every demo account's password (the demo seed, README "Demo accounts"). */
export const DEMO_PASSWORD = 'Passport-Demo-2026!';
export const REFRESH_COOKIE = 'hp_refresh';

/** A JSON answer as the tests read it: each test reads the fields it asked for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text. */
  body: Json;
  bytes: Buffer;
  /** The refresh cookie the answer set, if any ('' when it cleared it). */
  refreshCookie: string | undefined;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** A multipart form (as multipartBody makes it). */
  form?: { payload: Buffer; contentType: string };
  refreshCookie?: string;
  headers?: Record<string, string>;
  /** An answer that takes longer than this is a hang, and fails the call. */
  timeoutMs?: number;
}

/** One HTTP call to a server as a browser or the provider makes it. */
export async function call(
  server: PortalServer,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en-US', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refreshCookie) headers.cookie = `${REFRESH_COOKIE}=${options.refreshCookie}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = options.form.contentType;
    body = new Uint8Array(options.form.payload);
  }
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = bytes.toString('utf8');
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${REFRESH_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(REFRESH_COOKIE.length + 1);
  return {
    status: response.status,
    body: type.includes('json') && text ? JSON.parse(text) : text,
    bytes,
    refreshCookie: cookie,
  };
}

/** A GraphQL operation; `error` is the first error's code, if any. */
export async function gql(
  server: PortalServer,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const answer = await call(server, 'POST', '/graphql', { json: { query, variables }, token });
  const { data, errors } = answer.body as {
    data?: Record<string, Json>;
    errors?: { message: string; extensions?: { code?: string; status?: number } }[];
  };
  // A domain error answers HTTP 200 with its status in extensions (the GraphQL error contract): the status a
  // client acts on is that one.
  const status = errors?.[0]?.extensions?.status ?? answer.status;
  return { status, data, error: errors?.[0]?.extensions?.code };
}

export interface Session {
  accessToken: string;
  refresh: string;
}

export async function signIn(
  server: PortalServer,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const answer = await call(server, 'POST', '/auth/sign-in', { json: { username: email, password } });
  if (answer.body?.status !== 'AUTHENTICATED' || !answer.refreshCookie) {
    throw new Error(`sign-in of ${email} on ${server.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { accessToken: answer.body.tokens.accessToken, refresh: answer.refreshCookie };
}

/** The signed-in person's service number and current passport. */
export async function me(server: PortalServer, token: string) {
  const { data } = await gql(server, '{ me { id serviceNumber identityInformation { email } } }', {}, token);
  const passports = await call(server, 'GET', '/api/v2/users/me/health-passport', { token });
  return {
    id: data?.me.id as string,
    email: data?.me.identityInformation.email as string,
    serviceNumber: data?.me.serviceNumber as string,
    passportId: (passports.body as { id: string }[])[0]?.id,
  };
}

/** Staff upload a document for a person; answers the call (201 with the document, or the error). */
export function uploadDocument(server: PortalServer, token: string, serviceNumber: string, pdf: Buffer) {
  const form = multipartBody(
    { type: 'REPORT', name: 'Lab print-out' },
    { field: 'file', name: 'lab.pdf', contentType: 'application/pdf', bytes: pdf },
  );
  return call(server, 'POST', `/api/v2/users/${serviceNumber}/documents`, { token, form });
}

/** A guest's order of one package: the account and its temporary password mail come with it. */
export async function guestCheckout(server: PortalServer, packageCode: string, email: string) {
  const product = await gql(
    server,
    'query ($code: String!) { productByPackageCode(packageCode: $code) { id } }',
    {
      code: packageCode,
    },
  );
  return gql(
    server,
    `mutation ($productId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {
      createOrder(productId: $productId, shopCountryCode: "NL", userInput: $userInput, returnUrl: $returnUrl) {
        id status adyenPaymentLinkUrl
      }
    }`,
    {
      productId: product.data?.productByPackageCode.id,
      returnUrl: `${PUBLIC_URL}/order-completed`,
      userInput: {
        email,
        phoneNumber: '+31612345678',
        givenName: 'Fleur',
        familyName: 'Visser',
        locale: 'en_US',
        address: {
          streetAddress: 'Prinsengracht 263',
          locality: 'Amsterdam',
          postalCode: '1016 GV',
          country: 'NL',
        },
      },
    },
  );
}

/** The provider's notification that `order` was paid, signed with `hmacKey` as the provider signs it. */
export function paymentNotification(
  order: { id: string; total: number },
  hmacKey: string,
  pspReference: string,
) {
  const item = {
    pspReference,
    merchantAccountCode: TEST_MERCHANT_ACCOUNT,
    merchantReference: order.id,
    amount: { value: order.total, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    success: 'true',
    eventDate: new Date().toISOString(),
    reason: '123456:1111:03/2030',
    paymentMethod: 'visa',
    additionalData: {},
  };
  return { live: 'false', notificationItems: [{ NotificationRequestItem: signItem(item, hmacKey) }] };
}

/** Waits until `check` answers true, looking every `everyMs`; false when `timeoutMs` passed first. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Prints what a test did, in one line. */
export function report(line: string): void {
  console.log(`[faults] ${line}`);
}
