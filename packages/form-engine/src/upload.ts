import { UPLOAD_SUCCESS_MARKER, UploadState } from '@health-passport/domain';
import { isMissingValue } from './expression.js';

// "success" as a word start, so "successfully" completes but "unsuccessful" does not.
const SUCCESS = new RegExp(`(^|[^a-z])${UPLOAD_SUCCESS_MARKER}`, 'i');

/** §4: an upload whose answer text contains the word success is completed; any other answer failed. */
export function uploadResultState(resultText: string | null | undefined): 'completed' | 'failed' {
  return resultText !== null && resultText !== undefined && SUCCESS.test(resultText)
    ? UploadState.COMPLETED
    : UploadState.FAILED;
}

/** §4: an upload field starts as "uploaded earlier" when it already has a value, else idle. */
export function initialUploadState(value: string | undefined): 'idle' | 'uploadedEarlier' {
  return value === undefined || isMissingValue(value) ? UploadState.IDLE : UploadState.UPLOADED_EARLIER;
}
