import { describe, expect, it } from 'vitest';
import { PassportStatus } from '@health-passport/domain';
import { currentPassport, parsePassportList, parsePersonPassports } from './api';

const raw = (id: string, status: string, createdDate: string) => ({
  id,
  packageCode: 'GLI_product',
  status,
  displayName: 'GLI',
  localizedProductName: 'Combined lifestyle intervention',
  createdDate,
  updatedDate: createdDate,
  remeasurementType: null,
});

describe('passport lists', () => {
  it('reads the list newest first and finds the current passport: the newest that is not published', () => {
    const passports = parsePassportList([
      raw('old', 'CREATED', '2026-01-01T00:00:00Z'),
      raw('published', 'PUBLISHED', '2026-09-01T00:00:00Z'),
      raw('open', 'COMPUTED', '2026-06-01T00:00:00Z'),
    ]);
    expect(passports.map((p) => p.id)).toEqual(['published', 'open', 'old']);
    expect(currentPassport(passports)?.id).toBe('open');
    expect(currentPassport(passports.filter((p) => p.status === PassportStatus.PUBLISHED))).toBeUndefined();
  });

  it('refuses a malformed answer', () => {
    expect(() => parsePassportList({ passports: [] })).toThrow(/malformed/);
    expect(() => parsePassportList([raw('x', 'LOST', '2026-01-01')])).toThrow(/malformed/);
  });

  it("reads a person's passports under either name the contract leaves open", () => {
    const person = {
      serviceNumber: 'HP-1',
      givenName: 'Bram',
      familyName: 'Jansen',
      birthDate: null,
      gender: 'Male',
    };
    const list = [raw('a', 'CREATED', '2026-01-01')];
    expect(parsePersonPassports({ person, passports: list }).passports).toHaveLength(1);
    expect(parsePersonPassports({ person, healthPassports: list }).passports).toHaveLength(1);
    expect(parsePersonPassports({ person, passports: list }).person).toEqual({ ...person, middleName: null });
  });
});
