import { Callout } from './Callout';

/** The outcome of the last action on a page: a success or a failure, in words. */
export type Notice = { tone: 'success' | 'danger'; text: string };

/** A success is read out politely (the live region stays mounted so it is heard); a failure as an alert. */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.tone === 'success' && (
          <Callout tone="success">
            <p>{notice.text}</p>
          </Callout>
        )}
      </div>
      {notice?.tone === 'danger' && (
        <Callout tone="danger" role="alert">
          <p>{notice.text}</p>
        </Callout>
      )}
    </>
  );
}
