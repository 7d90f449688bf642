// The attacks a stranger would try first, against the built server (`npm run build`) as a real deployment runs it
// behind one proxy (TRUST_PROXY=1: the proxy's X-Forwarded-For entry names the client): brute force on a password,
// enumeration of accounts, a stolen access token, a forged X-Forwarded-For, coupon guessing, oversized and
// over-deep requests, a zip bomb, and a database error carrying a health value. Prints one table of attempts and
// outcomes and exits non-zero when any outcome is not the expected one. `.ci/run` runs it; docs/operations.md.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { zipSync } from 'fflate';
import { startBuiltServer } from './builtServer.mjs';

const PASSWORD = 'Passport-Demo-2026!';
/** mfa@example.com's authenticator secret (README, "Demo accounts"). */
const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** A value that must never reach the log: it stands for a health value in a failed database statement. */
const HEALTH_VALUE = '987.654';
/** Enumeration timing: tries per address, and the medians' difference still judged "the same". */
const TIMING_TRIES = 5;
const TIMING_TOLERANCE_MS = 100;

const server = await startBuiltServer({
  port: Number(process.env.ABUSE_PORT ?? 3299),
  name: 'abuse',
  // Every measurement save runs in a read-only transaction, so the database itself refuses it with the value among
  // the statement's parameters (src/faults.ts; refused in production).
  env: { TRUST_PROXY: '1', LOG_LEVEL: 'info', FAULT_INJECT: 'read-only:measurements.save' },
  captureOutput: true,
});
const { base } = server;

/**
 * One request. `from` is the client address as the proxy in front reports it (the last X-Forwarded-For entry);
 * `forwarded` is the whole header, for a client that sends one of its own.
 */
async function call(path, { method = 'POST', body, token, from, forwarded, cookie } = {}) {
  const headers = {};
  let payload = body;
  if (body !== undefined && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  if (forwarded ?? from) headers['x-forwarded-for'] = forwarded ?? from;
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, ms, headers: response.headers };
}
/**
 * POSTs a large JSON body the way a client that reads early answers does: the headers first, the body only when no
 * answer comes within a second, in pieces, stopping at the answer. (A server refusing by Content-Length answers and
 * closes without reading; a client still writing would only see the broken connection.)
 */
function postLarge(path, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    let sent = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        let json;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode, json, sent });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.flushHeaders();
    setTimeout(async () => {
      for (; sent < body.length && !answered; sent += 64 * 1024) {
        if (!request.write(body.subarray(sent, sent + 64 * 1024))) {
          await new Promise((resume) => request.once('drain', resume));
        }
      }
      if (!answered) request.end();
    }, 1000);
  });
}
const gql = (query, variables, options = {}) => call('/graphql', { body: { query, variables }, ...options });
/** The error code of a REST or GraphQL answer. */
const codeOf = (answer) => answer.json?.error?.code ?? answer.json?.errors?.[0]?.extensions?.code;
const signIn = (username, password, options = {}) =>
  call('/auth/sign-in', { body: { username, password }, ...options });
const healthy = async () => (await call('/actuator/health', { method: 'GET' })).status === 200;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** "5× A, 15× B" for a list of outcomes, in their order of first appearance. */
function tally(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n}× ${value}`).join(', ');
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret. */
function totp(secret, at = Date.now()) {
  const bits = [...secret.replace(/=+$/, '')]
    .map((c) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signedIn(username, options = {}) {
  const answer = await signIn(username, PASSWORD, options);
  if (answer.json?.status !== 'AUTHENTICATED') throw new Error(`${username} did not sign in: ${answer.text}`);
  return answer.json.tokens.accessToken;
}

const rows = [];
/** Runs one attempt; `run` answers { outcome, ok }. A failure of the script itself counts as not ok. */
async function attempt(what, expected, run) {
  try {
    const { outcome, ok } = await run();
    rows.push({ what, expected, outcome, ok });
  } catch (error) {
    rows.push({ what, expected, outcome: `script failed: ${error.message}`, ok: false });
  }
}

function printTable() {
  const header = { what: 'attempt', expected: 'expected', outcome: 'outcome', ok: 'ok' };
  const cells = [header, ...rows.map((r) => ({ ...r, ok: r.ok ? 'yes' : 'NO' }))];
  const width = (key) => Math.max(...cells.map((c) => c[key].length));
  const widths = ['what', 'expected', 'outcome', 'ok'].map((key) => [key, width(key)]);
  const line = (c) => widths.map(([key, w]) => c[key].padEnd(w)).join(' | ');
  console.log(line(header));
  console.log(widths.map(([, w]) => '-'.repeat(w)).join('-|-'));
  for (const c of cells.slice(1)) console.log(line(c));
}

try {
  // --- Brute force on one account, and the owner afterwards -------------------------------------------------
  const OWNER = 'bram@example.com';
  const OWNER_ADDRESS = '198.51.100.10';
  const first = await signIn(OWNER, PASSWORD, { from: OWNER_ADDRESS });
  const device = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('hp_device='));

  await attempt('20 wrong passwords, one address', 'refused; locked after 5', async () => {
    const codes = [];
    for (let i = 0; i < 20; i += 1)
      codes.push(codeOf(await signIn(OWNER, `Wrong-${i}-pass!`, { from: '203.0.113.66' })));
    const locked = codes.slice(5).every((c) => c === 'LimitExceededException');
    return {
      outcome: tally(codes),
      ok: locked && codes.slice(0, 5).every((c) => c === 'NotAuthorizedException'),
    };
  });
  await attempt('20 wrong passwords, 20 addresses', 'refused', async () => {
    const codes = [];
    for (let i = 0; i < 20; i += 1) {
      codes.push(codeOf(await signIn(OWNER, `Wrong-${i}-pass!`, { from: `203.0.113.${101 + i}` })));
    }
    return { outcome: tally(codes), ok: codes.every((c) => c === 'NotAuthorizedException') };
  });
  await attempt('then the owner, on their own browser', 'signed in', async () => {
    const answer = await signIn(OWNER, PASSWORD, { from: OWNER_ADDRESS, cookie: device });
    return {
      outcome: answer.json?.status ?? codeOf(answer),
      ok: Boolean(device) && answer.json?.status === 'AUTHENTICATED',
    };
  });
  await attempt('then the owner, new browser, own address', 'signed in', async () => {
    const answer = await signIn(OWNER, PASSWORD, { from: OWNER_ADDRESS });
    return { outcome: answer.json?.status ?? codeOf(answer), ok: answer.json?.status === 'AUTHENTICATED' };
  });

  // --- A forged X-Forwarded-For buys no attempts: the one trusted hop names the client ----------------------
  await attempt('10 wrong passwords, forged X-Forwarded-For', 'locked after 5', async () => {
    const codes = [];
    for (let i = 0; i < 10; i += 1) {
      const forwarded = `10.9.${i}.1, 192.0.2.${i + 1}, 203.0.113.77`;
      codes.push(codeOf(await signIn('gli@example.com', `Wrong-${i}-pass!`, { forwarded })));
    }
    return { outcome: tally(codes), ok: codes.slice(5).every((c) => c === 'LimitExceededException') };
  });

  // --- Enumeration ----------------------------------------------------------------------------------------------
  const compareAnswers = async (what, tryOne, shape) => {
    const known = [];
    const unknown = [];
    for (let i = 0; i < TIMING_TRIES; i += 1) {
      // Alternating, so a slow moment of the machine hits both alike.
      unknown.push(await tryOne(false, i));
      known.push(await tryOne(true, i));
    }
    const shapes = new Set([...known, ...unknown].map((a) => JSON.stringify(shape(a))));
    const [k, u] = [median(known.map((a) => a.ms)), median(unknown.map((a) => a.ms))];
    const difference = Math.abs(k - u);
    const timingSame = difference <= TIMING_TOLERANCE_MS || Math.max(k, u) <= 2 * Math.min(k, u);
    await attempt(`${what}: answer`, 'same for known and unknown', async () => ({
      outcome: shapes.size === 1 ? `same: ${[...shapes][0]}` : `differs: ${[...shapes].join(' / ')}`,
      ok: shapes.size === 1,
    }));
    await attempt(
      `${what}: time (median of ${TIMING_TRIES})`,
      `within ${TIMING_TOLERANCE_MS} ms or 2×`,
      async () => ({
        outcome: `known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms, difference ${difference.toFixed(0)} ms`,
        ok: timingSame,
      }),
    );
  };

  await compareAnswers(
    'forgot password',
    (known, i) =>
      call('/auth/forgot-password', {
        body: { username: known ? 'anna@example.com' : `nobody.${i}@example.com` },
        from: `192.0.2.${10 + i}`,
      }),
    (a) => ({ status: a.status, keys: Object.keys(a.json ?? {}).sort(), medium: a.json?.deliveryMedium }),
  );

  const { productByPackageCode: product } = (
    await gql('{ productByPackageCode(packageCode: "standard_performance") { id } }')
  ).json.data;
  const cartWithProduct = async () => {
    const cartId = (await gql('mutation { createCart { id } }')).json.data.createCart.id;
    await gql('mutation($id: ID!, $p: ID!) { updateCart(id: $id, input: { productId: $p }) { id } }', {
      id: cartId,
      p: product.id,
    });
    return cartId;
  };
  const buyer = (email) => ({
    email,
    phoneNumber: '+31612345678',
    givenName: 'Mallory',
    familyName: 'Visser',
    locale: 'en_US',
    address: {
      streetAddress: 'Keizersgracht 123',
      locality: 'Amsterdam',
      postalCode: '1015 CJ',
      country: 'NL',
    },
  });
  await compareAnswers(
    'guest checkout',
    async (known, i) => {
      const cartId = await cartWithProduct();
      return gql(
        `mutation($cartId: ID!, $userInput: OrderUserInput!, $returnUrl: String!) {
          createOrderByCart(cartId: $cartId, userInput: $userInput, returnUrl: $returnUrl) { id status adyenPaymentLinkUrl }
        }`,
        {
          cartId,
          userInput: buyer(known ? 'rik@example.com' : `new.buyer.${i}@example.com`),
          returnUrl: `${base}/order-completed`,
        },
        { from: `192.0.2.${30 + i}` },
      );
    },
    (a) => {
      const order = a.json?.data?.createOrderByCart;
      return {
        status: a.status,
        error: codeOf(a),
        keys: Object.keys(order ?? {}).sort(),
        orderStatus: order?.status,
        link: Boolean(order?.adyenPaymentLinkUrl),
      };
    },
  );

  // --- A stolen access token (no password, no authenticator) ------------------------------------------------
  const challenge = await signIn('mfa@example.com', PASSWORD);
  const stolen = (
    await call('/auth/challenge', {
      body: { challenge: 'SOFTWARE_TOKEN_MFA', session: challenge.json?.session, code: totp(MFA_SECRET) },
    })
  ).json?.tokens?.accessToken;
  const CONTACT = '{ me { identityInformation { email phoneNumber } } }';
  const contactBefore = stolen ? JSON.stringify((await gql(CONTACT, {}, { token: stolen })).json?.data) : '';
  const changeContact = (input) =>
    gql(
      'mutation($input: ContactChangeInput!) { requestContactChange(input: $input) { pending } }',
      { input },
      {
        token: stolen,
      },
    );
  await attempt('stolen token changes the e-mail address', 'refused', async () => {
    const request = await changeContact({ email: 'thief@example.com', password: 'Guessed-Password-1!' });
    const update = await gql(
      'mutation { updateMe(input: { email: "thief@example.com" }) { id } }',
      {},
      { token: stolen },
    );
    const after = JSON.stringify((await gql(CONTACT, {}, { token: stolen })).json?.data);
    return {
      outcome: `requestContactChange ${codeOf(request)}, updateMe ${codeOf(update)}; ${after === contactBefore ? 'unchanged' : 'CHANGED'}`,
      ok: Boolean(stolen) && Boolean(codeOf(request)) && Boolean(codeOf(update)) && after === contactBefore,
    };
  });
  await attempt('stolen token changes the phone number', 'refused', async () => {
    const request = await changeContact({ phoneNumber: '+31622222222', password: 'Guessed-Password-1!' });
    const after = JSON.stringify((await gql(CONTACT, {}, { token: stolen })).json?.data);
    return {
      outcome: `requestContactChange ${codeOf(request)}; ${after === contactBefore ? 'unchanged' : 'CHANGED'}`,
      ok: Boolean(stolen) && Boolean(codeOf(request)) && after === contactBefore,
    };
  });
  await attempt('stolen token replaces/removes the authenticator', 'refused', async () => {
    const associated = await call('/auth/mfa/associate', { token: stolen });
    const attackerSecret = associated.json?.secretCode;
    const replace = await call('/auth/mfa/verify', {
      body: { code: totp(attackerSecret ?? MFA_SECRET) },
      token: stolen,
    });
    const remove = await call('/auth/mfa/disable', { body: { code: '000000' }, token: stolen });
    // The owner's app still signs in: the authenticator is the old one.
    const owner = await signIn('mfa@example.com', PASSWORD);
    return {
      outcome: `verify ${replace.status} ${codeOf(replace)}, disable ${remove.status} ${codeOf(remove)}; sign-in asks ${owner.json?.challenge}`,
      ok:
        Boolean(stolen) &&
        replace.status >= 400 &&
        remove.status >= 400 &&
        owner.json?.challenge === 'SOFTWARE_TOKEN_MFA',
    };
  });

  // --- 1,000 coupon guesses from one client behind forged X-Forwarded-For entries ---------------------------
  await attempt('1,000 coupon guesses', '429 rateLimited long before', async () => {
    const cartId = await cartWithProduct();
    const answers = [];
    for (let batch = 0; batch < 1000; batch += 50) {
      const guesses = Array.from({ length: 50 }, (_, j) => {
        const i = batch + j;
        return gql(
          'mutation($id: ID!, $c: String!) { applyCouponToCart(cartId: $id, couponCode: $c) { couponResult { code } } }',
          { id: cartId, c: `guess${i}` },
          { forwarded: `10.1.${i % 250}.${Math.floor(i / 250) + 1}, 203.0.113.88` },
        );
      });
      answers.push(...(await Promise.all(guesses)));
    }
    const limited = answers.filter((a) => a.status === 429 && codeOf(a) === 'rateLimited');
    const firstLimited = answers.findIndex((a) => a.status === 429);
    const accepted = answers.filter((a) => a.json?.data?.applyCouponToCart).length;
    return {
      outcome: `${answers.length - limited.length} answered, ${limited.length} × 429 rateLimited (retry-after ${limited[0]?.headers.get('retry-after')} s), ${accepted} accepted`,
      ok: firstLimited >= 0 && answers.length - limited.length <= 50 && accepted === 0,
    };
  });

  // --- Oversized and over-deep requests ---------------------------------------------------------------------
  await attempt('10 MB JSON body', '413, server healthy', async () => {
    const body = Buffer.from(
      JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(10 * 1024 * 1024) } }),
    );
    const answer = await postLarge('/graphql', body);
    const up = await healthy();
    return {
      outcome: `${answer.status} ${codeOf(answer)} after ${answer.sent} bytes sent; ${up ? 'healthy' : 'NOT healthy'}`,
      ok: answer.status === 413 && up,
    };
  });
  const anna = await signedIn('anna@example.com');
  const refusedByContract = (answer) =>
    answer.status === 400 &&
    answer.headers.get('content-type')?.includes('application/graphql-response+json') &&
    Array.isArray(answer.json?.errors) &&
    answer.json.errors.length > 0 &&
    answer.json.data == null;
  await attempt('query 50 deep', '400 GraphQL error', async () => {
    const nested = `${'linkedProducts { '.repeat(48)}id${' }'.repeat(48)}`;
    const answer = await gql(
      `{ productByPackageCode(packageCode: "standard_performance") { ${nested} } }`,
      {},
      {
        token: anna,
      },
    );
    return {
      outcome: `${answer.status} ${answer.json?.errors?.[0]?.message}`,
      ok: refusedByContract(answer),
    };
  });
  await attempt('1,000 aliases of me', '400 GraphQL error', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: me { id }`).join(' ');
    const answer = await gql(`{ ${aliases} }`, {}, { token: anna });
    return {
      outcome: `${answer.status} ${answer.json?.errors?.[0]?.message}`,
      ok: refusedByContract(answer),
    };
  });

  // --- A zip bomb as the activity spreadsheet ----------------------------------------------------------------
  const onboarder = await signedIn('onboarder@example.com');
  const people = (await call('/api/v2/users', { method: 'GET', token: onboarder })).json?.users ?? [];
  const person = people.find((p) => p.passports?.length > 0);
  await attempt('zip bomb spreadsheet (64 MiB, headers lie)', '400 invalidSpreadsheet', async () => {
    const sheet = new Uint8Array(64 * 1024 * 1024).fill(0x20);
    const bomb = Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
        'xl/worksheets/sheet1.xml': [sheet, { level: 9 }],
      }),
    );
    claimSmallSizes(bomb, 1000);
    const form = new FormData();
    form.append('serviceNumber', person.serviceNumber);
    form.append('file', new Blob([bomb]), 'activity.xlsx');
    const answer = await call('/api/v2/imports/activity-excel/', {
      method: 'PUT',
      body: form,
      token: onboarder,
    });
    const up = await healthy();
    return {
      outcome: `${bomb.length} bytes: ${answer.status} ${codeOf(answer)}; ${up ? 'healthy' : 'NOT healthy'}`,
      ok: answer.status === 400 && codeOf(answer) === 'invalidSpreadsheet' && up,
    };
  });

  // --- Text the database cannot store --------------------------------------------------------------------------
  await attempt('a NUL character in a company name', '400 unstorableText', async () => {
    const dataExpert = await signedIn('data@example.com');
    const name = `Abuse\u0000 Trucking ${Date.now()}`;
    const answer = await gql(
      'mutation ($name: String!) { createCompany(name: $name, customerType: B2B) { id } }',
      { name },
      { token: dataExpert },
    );
    const error = answer.json?.errors?.[0]?.extensions;
    return {
      outcome: `${answer.status} ${error?.status ?? ''} ${error?.code ?? codeOf(answer)}`,
      ok: error?.code === 'unstorableText' && error?.status === 400,
    };
  });

  // --- A database error carrying a health value --------------------------------------------------------------
  await attempt(`database error carrying ${HEALTH_VALUE}`, '500; value not in the log', async () => {
    const passport = person.passports[0];
    const answer = await call(`/api/v2/users/${person.serviceNumber}/${passport.id}/onboarding`, {
      method: 'PUT',
      body: [{ dataKey: 'Lab_SampleBarcode', dataValue: HEALTH_VALUE }],
      token: onboarder,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.output();
    const databaseRefused = log.includes('read-only transaction');
    const leaked = log.includes(HEALTH_VALUE) || answer.text.includes(HEALTH_VALUE);
    return {
      outcome: `${answer.status} ${codeOf(answer)}; database error ${databaseRefused ? 'logged' : 'NOT logged'}; value ${leaked ? 'LEAKED' : 'not in log or answer'}`,
      ok: answer.status === 500 && databaseRefused && !leaked,
    };
  });
} finally {
  await server.stop();
}

/** Rewrites the uncompressed sizes a zip archive declares (local headers and central directory): the lie of a bomb. */
function claimSmallSizes(zip, claimed) {
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const compressed = zip.readUInt32LE(at + 18);
    zip.writeUInt32LE(claimed, at + 22);
    at += 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28) + compressed;
  }
  while (zip.readUInt32LE(at) === 0x02014b50) {
    zip.writeUInt32LE(claimed, at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}

printTable();
const failed = rows.filter((r) => !r.ok).length;
console.log(
  failed === 0
    ? `\nAll ${rows.length} attacks failed as expected.`
    : `\n${failed} of ${rows.length} outcomes were not the expected ones.`,
);
process.exitCode = failed === 0 ? 0 : 1;
