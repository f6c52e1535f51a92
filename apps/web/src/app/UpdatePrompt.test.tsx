import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appUpdate } from '../lib/serviceWorker/appUpdate';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it('says nothing until a new version waits, then switches to it when asked', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
    const worker = { postMessage: vi.fn() } as unknown as ServiceWorker;
    act(() => appUpdate.offer(worker));
    expect(screen.getByRole('status').textContent).toContain('A new version of Orbit is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(appUpdate.reloadRequested).toBe(true);
  });
});
