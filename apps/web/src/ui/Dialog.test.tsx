import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Dialog
        open={outer}
        onOpenChange={setOuter}
        title="Settings"
        description="Your account"
        closeLabel="Close settings"
        footer={
          <button type="button" onClick={() => setInner(true)}>
            Change plan
          </button>
        }
      >
        <input aria-label="Name" />
        {/* Opened from inside the first, as the plan chooser is from settings. */}
        <Dialog open={inner} onOpenChange={setInner} title="Choose a plan" closeLabel="Close plans">
          <button type="button">Upgrade</button>
        </Dialog>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('names itself by its title and description and keeps focus inside', async () => {
    render(<Stacked />);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Your account')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opens a second dialog on top, later in the document, and Esc closes only the top one', async () => {
    const user = userEvent.setup();
    render(<Stacked />);
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const plans = screen.getByRole('dialog', { name: 'Choose a plan' });
    // The one underneath stays open but is hidden from assistive technology while the top one is.
    const [settings] = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d !== plans);
    if (!settings) throw new Error('the settings dialog closed');
    expect(settings.getAttribute('aria-hidden')).toBe('true');
    // Same layer for both: the later one in the document paints on top.
    expect(settings.compareDocumentPosition(plans) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plans.className).toBe(settings.className);
    expect(plans.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose a plan' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
  });

  it('is an alert dialog without a close button for confirmations', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Remove Ada?" closeLabel="Cancel" alert>
        <p>She loses access.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ada?' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
