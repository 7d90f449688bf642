import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from '../test/auth.js';
import { createTestApp, gql, type TestApp } from '../test/testApp.js';

/**
 * The GraphQL error contract (docs/architecture.md), walked over every query and mutation of the schema with
 * well-typed but bad input (unknown ids, nonsense values): a domain error answers HTTP 200 with `errors[]` whose
 * `extensions` carry `code` and `status`; only the request-level statuses (401, 429, 503) are HTTP statuses; no
 * operation answers 404, 400 or 409 for a domain error, and none fails unexpectedly.
 */
const REQUEST_LEVEL_STATUSES = [401, 429, 503];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
  defaultValue: string | null;
}
interface FullType {
  name: string;
  kind: string;
  fields: { name: string; args: InputValue[]; type: TypeRef }[] | null;
  inputFields: InputValue[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF =
  'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { types { name kind
  fields { name type { ${TYPE_REF} } args { name defaultValue type { ${TYPE_REF} } } }
  inputFields { name defaultValue type { ${TYPE_REF} } }
  enumValues { name } } } }`;

const printType = (ref: TypeRef): string =>
  ref.kind === 'NON_NULL'
    ? `${printType(ref.ofType!)}!`
    : ref.kind === 'LIST'
      ? `[${printType(ref.ofType!)}]`
      : ref.name!;
const namedType = (ref: TypeRef): TypeRef => (ref.ofType ? namedType(ref.ofType) : ref);

const SCALAR_VALUES: Record<string, unknown> = {
  ID: UNKNOWN_ID,
  String: 'x',
  Int: -1,
  Float: -1.5,
  Boolean: true,
  DateTime: '2000-01-01T00:00:00Z',
  Date: '2000-01-01',
};

function valueFor(types: Map<string, FullType>, ref: TypeRef, depth = 0): unknown {
  if (ref.kind === 'NON_NULL') return valueFor(types, ref.ofType!, depth);
  if (ref.kind === 'LIST') return [valueFor(types, ref.ofType!, depth)];
  const type = types.get(ref.name!)!;
  if (type.kind === 'ENUM') return type.enumValues![0]!.name;
  if (type.kind === 'INPUT_OBJECT') {
    if (depth > 4) return {};
    const required = type.inputFields!.filter((f) => f.type.kind === 'NON_NULL' && f.defaultValue === null);
    return Object.fromEntries(required.map((f) => [f.name, valueFor(types, f.type, depth + 1)]));
  }
  return SCALAR_VALUES[type.name] ?? 'x';
}

/** One operation calling the field with every argument given (required or not) as a variable. */
function operationFor(
  types: Map<string, FullType>,
  kind: 'query' | 'mutation',
  field: { name: string; args: InputValue[]; type: TypeRef },
) {
  const declarations = field.args.map((arg, i) => `$a${i}: ${printType(arg.type)}`).join(', ');
  const call = field.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
  const leaf = ['SCALAR', 'ENUM'].includes(namedType(field.type).kind);
  const text = `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${leaf ? '' : ' { __typename }'} }`;
  const variables = Object.fromEntries(field.args.map((arg, i) => [`a${i}`, valueFor(types, arg.type)]));
  return { text, variables };
}

describe('the GraphQL error contract, across the schema', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t, { email: 'contract@example.com' });
    token = (await signedIn(t, 'contract@example.com')).accessToken;
  });
  afterAll(() => t.close());

  it('answers bad input to every operation with HTTP 200 and a coded error, or a request-level status', async () => {
    const introspection = await gql(t.app, INTROSPECTION, {}, token);
    const types = new Map(
      (introspection.body.data as { __schema: { types: FullType[] } }).__schema.types.map((type) => [
        type.name,
        type,
      ]),
    );
    const broken: string[] = [];
    let walked = 0;
    for (const kind of ['query', 'mutation'] as const) {
      for (const field of types.get(kind === 'query' ? 'Query' : 'Mutation')!.fields!) {
        if (field.name === '_empty') continue;
        const { text, variables } = operationFor(types, kind, field);
        const { status, body } = await gql(t.app, text, variables, token);
        walked += 1;
        const errors = body.errors ?? [];
        const codes = errors.map((error) => error.extensions?.code);
        const statuses = errors.map((error) => error.extensions?.status);
        const where = `${kind} ${field.name}: HTTP ${status} ${JSON.stringify(errors.map((e) => [e.extensions?.code, e.extensions?.status]))}`;
        if (status !== 200 && !REQUEST_LEVEL_STATUSES.includes(status)) broken.push(where);
        else if (status !== 200 && !statuses.includes(status)) broken.push(where);
        else if (codes.some((code) => typeof code !== 'string' || code === 'internalError'))
          broken.push(where);
        else if (statuses.some((s) => s !== undefined && typeof s !== 'number')) broken.push(where);
      }
    }
    expect(walked).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('answers an unknown passport alike in grantPermissions, withdrawPermission and unlockHealthPassport', async () => {
    const unknown = { p: UNKNOWN_ID, r: UNKNOWN_ID, at: new Date().toISOString() };
    const answers = await Promise.all(
      [
        'mutation ($p: ID!, $r: ID!, $at: String!) { grantPermissions(healthPassportId: $p, requestedPermissionIds: [$r], zonedDateTimeString: $at) { __typename } }',
        'mutation ($p: ID!, $r: ID!) { withdrawPermission(healthPassportId: $p, requestedPermissionId: $r) }',
        'mutation ($p: ID!) { unlockHealthPassport(healthPassportId: $p) { __typename } }',
      ].map((query) => gql(t.app, query, unknown, token)),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: expect.any(String),
        status: expect.any(Number),
      });
    }
  });

  it('keeps 401 for a request without a session, and 400 for an operation that does not parse or validate', async () => {
    const anonymous = await gql(t.app, '{ me { id } }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
    expect((await gql(t.app, '{ me { ', {}, token)).status).toBe(400);
    expect((await gql(t.app, '{ noSuchField }', {}, token)).status).toBe(400);
  });
});
