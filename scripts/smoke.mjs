// A walk through the built portal on whatever Node.js runs this script: `.ci/run` uses it to prove that the
// next LTS line (Node 24) runs the product as well as the supported one (Node 22) that runs every test.
// Starts apps/server/dist on a fresh embedded database with the demo data, then, as anna: signs in, reads who she
// is, her passports, a passport page and a health check report (a PDF made at start), and the web app's page.
// Every request goes to loopback; the walk is bounded in time and stops the server whatever happens.
import { startBuiltServer } from './builtServer.mjs';

const server = await startBuiltServer({ port: Number(process.env.SMOKE_PORT ?? 3298), name: 'smoke' });
const { base } = server;

function check(condition, what) {
  if (!condition) throw new Error(`smoke: ${what}`);
  console.log(`  ok  ${what}`);
}

async function graphql(token, query, variables = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`smoke: ${JSON.stringify(body.errors)}`);
  return body.data;
}

try {
  console.log(`Smoke walk on Node.js ${process.version}:`);
  check(true, 'the server starts on a fresh embedded database with the demo data');

  const signIn = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna@example.com', password: 'Passport-Demo-2026!' }),
  });
  const { status, tokens } = await signIn.json();
  check(status === 'AUTHENTICATED', 'anna signs in');
  const token = tokens.accessToken;

  const { me } = await graphql(token, '{ me { name } }');
  check(typeof me.name === 'string' && me.name.length > 0, 'she reads who she is');

  const { healthPassports } = await graphql(token, '{ healthPassports { id status } }');
  const published = healthPassports.find((passport) => passport.status === 'PUBLISHED');
  check(published !== undefined, 'she has a published passport');

  const layout = await fetch(`${base}/api/v2/${published.id}/my-health`, {
    headers: { authorization: `Bearer ${token}` },
  });
  check(layout.ok && (await layout.json()) !== null, 'her passport page is built from her results');

  const { myDocuments } = await graphql(token, '{ myDocuments { url } }');
  const report = await fetch(new URL(myDocuments[0].url, base));
  const bytes = Buffer.from(await report.arrayBuffer());
  check(
    report.ok && bytes.subarray(0, 5).toString() === '%PDF-',
    'her health check report downloads as a PDF',
  );

  const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  check(page.ok && (await page.text()).includes('<div id="root">'), 'the web app is served');
} finally {
  await server.stop();
}
