import { describe, expect, it } from 'vitest';
import { documentDay, documentFileName, extensionMatches, fileExtension } from './documents';

describe('document days', () => {
  // 23:30 on 14 March in Amsterdam (CET, UTC+1).
  const now = new Date('2026-03-14T22:30:00Z');

  it('says today for anything on the same Amsterdam day, also just after its midnight (still the 13th in UTC)', () => {
    expect(documentDay(new Date('2026-03-14T09:00:00Z'), now)).toBe('today');
    expect(documentDay(new Date('2026-03-13T23:30:00Z'), now)).toBe('today');
  });

  it('says yesterday for the Amsterdam day before, and earlier before that', () => {
    expect(documentDay(new Date('2026-03-13T22:59:00Z'), now)).toBe('yesterday');
    expect(documentDay(new Date('2026-03-12T23:30:00Z'), now)).toBe('yesterday');
    expect(documentDay(new Date('2026-03-12T22:59:00Z'), now)).toBe('earlier');
  });
});

describe('document file names', () => {
  it('reads the extension in lower case, none for a dot at either end', () => {
    expect(fileExtension('Report.PDF')).toBe('.pdf');
    expect(fileExtension('archive.tar.gz')).toBe('.gz');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('README')).toBe('');
  });

  it('matches an extension to what the file is', () => {
    expect(extensionMatches('scan.jpeg', 'image/jpeg')).toBe(true);
    expect(extensionMatches('scan.JPG', 'image/jpeg')).toBe(true);
    expect(extensionMatches('scan.png', 'image/jpeg')).toBe(false);
    expect(extensionMatches('report.pdf', 'image/png')).toBe(false);
    expect(extensionMatches('report', 'application/pdf')).toBe(false);
  });

  it('downloads under the name, with the extension added only when it lacks one', () => {
    expect(documentFileName('Health check report', 'application/pdf')).toBe('Health check report.pdf');
    expect(documentFileName('lab-results.pdf', 'application/pdf')).toBe('lab-results.pdf');
    expect(documentFileName('Photo.JPEG', 'image/jpeg')).toBe('Photo.JPEG');
    expect(documentFileName('Report v1.2', 'image/webp')).toBe('Report v1.2.webp');
  });
});
