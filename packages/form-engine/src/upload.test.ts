import { describe, expect, it } from 'vitest';
import { initialUploadState, uploadResultState } from './upload.js';

describe('upload states (§4)', () => {
  it.each(['success', 'Upload success', 'SUCCESS: 12 rows', 'Successfully imported'])(
    '%j is completed',
    (text) => {
      expect(uploadResultState(text)).toBe('completed');
    },
  );

  it.each(['', 'failed', 'Unsuccessful upload', 'error: row 3 column B', null, undefined])(
    '%j is failed',
    (text) => {
      expect(uploadResultState(text)).toBe('failed');
    },
  );

  it('starts as uploaded earlier when a value exists', () => {
    expect(initialUploadState('scans/4ch.png')).toBe('uploadedEarlier');
    expect(initialUploadState('')).toBe('idle');
    expect(initialUploadState(undefined)).toBe('idle');
  });
});
