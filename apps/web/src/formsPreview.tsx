// TEMPORARY preview (removed after screenshots).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import './app/theme.css';
import { initialValues } from '@health-passport/form-engine';
import type { FormGroup } from '@health-passport/form-engine';
import { DynamicForm } from './features/forms';

const scale = (n: number) => Array.from({ length: n }, (_, i) => ({ label: String(i), value: String(i) }));
const groups: FormGroup[] = [
  { label: 'Introduction', fields: [{ type: 'CategoryDescription', dataKey: '', label: 'This takes about 30 minutes.' }] },
  {
    label: 'Wellbeing and lifestyle',
    fields: [
      { type: 'CategoryTitle', dataKey: '', label: 'Over the last two weeks', description: 'Choose what fits best.' },
      { type: 'TextField', dataKey: 'name', label: 'Your name', required: true, description: 'As on your passport' },
      { type: 'TextField', dataKey: 'weight', label: 'Weight', numeric: true, unit: 'kg', required: true },
      { type: 'DateField', dataKey: 'dob', label: 'Date of birth', required: true },
      { type: 'DurationField', dataKey: 'sleep', label: 'Hours of sleep' },
      { type: 'DateTimeField', dataKey: 'taken', label: 'Blood taken at' },
      { type: 'DropDown', dataKey: 'smoke', label: 'Do you smoke?', required: true, options: [{ label: 'Never', value: 'n' }, { label: 'Daily', value: 'd' }] },
      { type: 'RadioGroup', dataKey: 'radio', label: 'How often stressed?', required: true, options: [{ label: 'Never', value: 'n' }, { label: 'Sometimes', value: 's' }, { label: 'Often', value: 'o' }] },
      { type: 'RangeRadioGroup', dataKey: 'who1', label: 'I have felt cheerful and in good spirits', required: true, options: [{label:'At no time',value:'0'},{label:'Some of the time',value:'1'},{label:'Less than half',value:'2'},{label:'More than half',value:'3'},{label:'Most of the time',value:'4'},{label:'All of the time',value:'5'}], direction: 'redToGreen', dataValue: '4' },
      { type: 'RangeRadioGroup', dataKey: 'pain', label: 'Pain today (0-10)', required: true, options: scale(11), minLabel: 'No pain', maxLabel: 'Worst pain', direction: 'greenToRed' },
      { type: 'RangeRadioMultiGroup', dataKey: 'multi', label: 'Levels seen', options: scale(5), minLabel: 'Low', maxLabel: 'High' },
      { type: 'CheckBoxGroup', dataKey: 'sports', label: 'Which sports?', options: [{ label: 'Running', value: 'r' }, { label: 'Cycling', value: 'c' }], minSelectedValues: 1, maxSelectedValues: 2 },
      { type: 'Switch', dataKey: 'meds', label: 'I take medication', fields: [{ type: 'TextFieldRepeater', dataKey: 'medlist', label: 'Which medication?' }] },
      { type: 'TextArea', dataKey: 'notes', label: 'Anything else?' },
      { type: 'ReadOnlyTextField', dataKey: 'steps', label: 'Steps per day', numeric: true, unit: 'steps', dataValue: '12345.678' },
      { type: 'UploadField', dataKey: 'img', label: 'Four-chamber image', dataValue: 'old.png' },
      { type: 'FieldGroup', dataKey: '', label: 'Blood pressure', fields: [
        { type: 'TextField', dataKey: 'sys', label: 'Systolic', numeric: true, unit: 'mmHg' },
        { type: 'Barcode', dataKey: 'bar', label: 'Tube barcodes' },
      ] },
    ],
    groups: [{ label: 'Your job', fields: [{ type: 'GroupToggle', dataKey: 'works', label: 'I have a paid job', required: true }, { type: 'TextField', dataKey: 'hours', label: 'Hours per week' }] }],
  },
  { label: 'Sleep', fields: [] },
  { label: 'Physical activity', fields: [] },
  { label: 'Conclusion', fields: [{ type: 'CategoryDescription', dataKey: '', label: 'Thanks' }] },
] as FormGroup[];

function Preview() {
  const [values, setValues] = useState(() => initialValues(groups));
  return (
    <main style={{ padding: '24px 16px', maxWidth: 960, margin: '0 auto' }}>
      <h1>Health questionnaire</h1>
      <DynamicForm groups={groups} values={values} onChange={setValues} mode="questionnaire" initialPage={1}
        onSavePage={async () => undefined} onFinished={() => undefined} onUpload={async () => 'success'} />
    </main>
  );
}
createRoot(document.getElementById('root')!).render(<StrictMode><Preview /></StrictMode>);
