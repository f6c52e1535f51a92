import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { PreferencesForm } from './PreferencesForm';

afterEach(cleanup);

describe('PreferencesForm', () => {
  it('shows only preferences something in the app reads, as switches', () => {
    render(<PreferencesForm />);
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    for (const shown of ['Show completed tasks', 'Hide subtasks', 'Reduce motion', 'Turn off animations']) {
      expect(screen.getByRole('switch', { name: shown })).toBeTruthy();
    }
    // The seed's preferences for features still to come stay hidden until those features land.
    for (const hidden of [
      'Wrap long text',
      'Show formatting toolbar in messages',
      'Turn off the board grid',
      'Turn off snapping',
      'Turn off edge scrolling',
      'Lock the layout',
      'Hide the trial reminder',
    ]) {
      expect(screen.queryByText(hidden)).toBeNull();
    }
  });

  it('saves a switch and the attachments layout', async () => {
    const user = userEvent.setup();
    render(<PreferencesForm />);
    const before = useAppStore.getState().preferences.hideSubtasks;
    await user.click(screen.getByRole('switch', { name: 'Hide subtasks' }));
    expect(useAppStore.getState().preferences.hideSubtasks).toBe(!before);
    await user.click(screen.getByRole('button', { name: /^Attachments layout:/ }));
    await user.click(await screen.findByRole('option', { name: 'List' }));
    expect(useAppStore.getState().preferences.itemAttachmentsLayout).toBe('list');
  });
});
