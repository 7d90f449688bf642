import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FieldType } from '@health-passport/domain';
import type { FormField } from '@health-passport/form-engine';
import {
  aField,
  expectInvalidAfterBlur,
  expectResetOnFocus,
  focusAndLeave,
  renderField,
  statusOf,
} from '../testing';

const field = aField(FieldType.UploadField, 'MyScans:4CH_Image', {
  label: 'Four-chamber image',
  required: true,
});
const image = () => new File(['...'], 'four-chamber.png', { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

describe('UploadField', () => {
  it('renders its label and uploads a chosen file: uploading, then completed', async () => {
    let answer: (text: string) => void = () => undefined;
    const onUpload = vi.fn(
      (_file: File, _field: FormField) => new Promise<string>((resolve) => (answer = resolve)),
    );
    const { user, values } = renderField(field, { onUpload });
    expect(screen.getByRole('button', { name: 'Choose a file Four-chamber image' })).toBeTruthy();
    await user.upload(fileInput(), image());
    expect(onUpload).toHaveBeenCalledWith(expect.any(File), field);
    expect(screen.getByRole('status').textContent).toBe('Uploading');
    await act(async () => answer('Upload success'));
    expect(screen.getByRole('status').textContent).toBe('Uploading completed: four-chamber.png');
    expect(values()['MyScans:4CH_Image']).toBe('four-chamber.png');
    expect(statusOf('MyScans:4CH_Image')).toBe('valid');
  });

  it('keeps the value the answer names, such as the name the server stored the file under', async () => {
    const onUpload = vi.fn(async () => ({ text: 'success: 7f3a-4ch.png', value: '7f3a-4ch.png' }));
    const { user, values } = renderField(field, { onUpload });
    await user.upload(fileInput(), image());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Uploading completed: four-chamber.png'),
    );
    expect(values()['MyScans:4CH_Image']).toBe('7f3a-4ch.png');
    expect(statusOf('MyScans:4CH_Image')).toBe('valid');
  });

  it('fails when the answer does not say success: the value is cleared and the field marked invalid', async () => {
    const onUpload = vi.fn(async () => 'Unsuccessful: file too large');
    const { user, values } = renderField(field, { onUpload, values: { 'MyScans:4CH_Image': 'old.png' } });
    expect(screen.getByRole('status').textContent).toBe('old.png was uploaded earlier');
    await user.upload(fileInput(), image());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploading failed'));
    expect(values()['MyScans:4CH_Image']).toBe('');
    expect(statusOf('MyScans:4CH_Image')).toBe('invalid');
    expect(screen.getByRole('alert').textContent).toContain('The file could not be uploaded.');
  });

  it('fails and reports when the upload itself throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderField(field, {
      onUpload: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await user.upload(fileInput(), image());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploading failed'));
    expect(navigator.sendBeacon).toHaveBeenCalled();
  });

  it('is invalid on blur when required and empty, and resets on focus', async () => {
    const { user } = renderField(field, { onUpload: vi.fn(async () => 'success') });
    const button = screen.getByRole('button', { name: /Choose a file/ });
    await focusAndLeave(user, button);
    await expectInvalidAfterBlur('MyScans:4CH_Image');
    expectResetOnFocus('MyScans:4CH_Image', button);
  });
});
