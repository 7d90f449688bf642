import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useModals } from '../../lib/modals';
import { renderInRouter } from '../../test/render';
import { ModalHost } from './ModalHost';

function Opener({ onConfirm }: { onConfirm: () => void }) {
  const modals = useModals();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          modals.open('confirm', {
            title: 'Revoke access?',
            message: 'Jane will no longer see your passport.',
            confirmLabel: 'Revoke',
            onConfirm,
          })
        }
      >
        open confirm
      </button>
      <button type="button" onClick={() => modals.open('message', { title: 'Saved', message: 'All done.' })}>
        open message
      </button>
    </>
  );
}

describe('modal host', () => {
  it('opens a labelled confirm dialog and runs onConfirm', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    renderInRouter(
      <ModalHost>
        <Opener onConfirm={onConfirm} />
      </ModalHost>,
    );
    await user.click(screen.getByRole('button', { name: 'open confirm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access?' });
    expect(dialog.textContent).toContain('Jane will no longer see your passport.');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes on Cancel and on Escape without confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    renderInRouter(
      <ModalHost>
        <Opener onConfirm={onConfirm} />
      </ModalHost>,
    );
    await user.click(screen.getByRole('button', { name: 'open confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'open message' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
