import { describe, expect, it } from 'vitest';
import { FieldType } from '@health-passport/domain';
import { initialValues } from '@health-passport/form-engine';
import type { FormGroup } from '@health-passport/form-engine';
import { resumePageIndex } from './resumePage';
import { aField, aPage } from './testing';

function form(saved: Record<string, string>, offered: Record<string, string> = {}): FormGroup[] {
  const value = (key: string) =>
    saved[key] !== undefined
      ? { dataValue: saved[key] }
      : offered[key] !== undefined
        ? { defaultValue: offered[key] }
        : {};
  return [
    aPage('Introduction', [aField(FieldType.CategoryDescription, '', { label: 'Welcome' })]),
    aPage('Work', [aField(FieldType.TextField, 'works', { required: true, ...value('works') })]),
    aPage('Engagement', [aField(FieldType.TextField, 'vigour', { required: true, ...value('vigour') })], {
      dependsOn: { dataKey: 'works', dataValue: 'yes' },
    }),
    aPage('Sleep', [aField(FieldType.TextField, 'hours', { required: true, ...value('hours') })]),
    aPage('Conclusion', []),
  ];
}

const resume = (saved: Record<string, string>, offered?: Record<string, string>) => {
  const groups = form(saved, offered);
  return resumePageIndex(groups, initialValues(groups));
};

describe('resumePageIndex', () => {
  it('starts a form without saved answers on its first page', () => {
    expect(resume({})).toBe(0);
  });

  it('opens the first shown page that is not complete, skipping hidden pages', () => {
    expect(resume({ works: 'no' })).toBe(3);
    expect(resume({ works: 'yes' })).toBe(2);
  });

  it('opens the last page of a complete form', () => {
    expect(resume({ works: 'no', hours: '8' })).toBe(4);
  });

  it('does not count answers the server only offers: their page still has to be saved', () => {
    expect(resume({}, { works: 'no', hours: '8' })).toBe(0);
    expect(resume({ works: 'no' }, { hours: '8' })).toBe(3);
    expect(resume({ works: 'yes' }, { vigour: '4', hours: '8' })).toBe(2);
  });
});
