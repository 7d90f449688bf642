import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditVerdict } from './check-dependencies.mjs';

const fixture = (name) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('the dependency audit', () => {
  it('fails on a production dependency with a high-severity advisory, naming it', () => {
    expect(auditVerdict(fixture('npm-audit-vulnerable.json'))).toEqual({
      kind: 'vulnerable',
      packages: [{ name: 'nth-check', severity: 'high', range: '<2.0.1' }],
    });
  });

  it('lets moderate and low advisories pass', () => {
    expect(auditVerdict(fixture('npm-audit-moderate-only.json'))).toEqual({ kind: 'clean' });
  });

  it('tells an advisory service that did not answer apart from a clean report', () => {
    expect(auditVerdict(fixture('npm-audit-unavailable.json'))).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(auditVerdict('npm ERR! something else')).toMatchObject({ kind: 'unavailable' });
  });
});
