import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../lib/appStore';
import { DeferredPeopleSection, LazyChatSection } from './LazySidebarSections';

afterEach(() => useAppStore.setState({ chatRecents: [], peopleRecents: [] }));

describe('the sidebar sections that wait for the first content', () => {
  it('hold one row per recent of this workspace and keep their first link usable until they are live', () => {
    useAppStore.setState({
      chatRecents: [
        { id: 'c1', wid: 'w1' },
        { id: 'c2', wid: 'w1' },
        { id: 'elsewhere', wid: 'w2' },
      ],
      peopleRecents: [{ id: 'u1', wid: 'w1' }],
    });
    render(
      <MemoryRouter>
        <ul>
          <LazyChatSection live={false} workspaceId="w1" meId="me" base="/acme" label="Chat" />
          <DeferredPeopleSection live={false} workspaceId="w1" base="/acme" />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/acme/chat');
    expect(screen.getByRole('link', { name: 'Directory' }).getAttribute('href')).toBe('/acme/people');
    // Two chat recents and one person of w1: three rows held, hidden from assistive technology.
    expect(screen.getAllByTestId('sidebar-place')).toHaveLength(3);
    for (const place of screen.getAllByTestId('sidebar-place'))
      expect(place.getAttribute('aria-hidden')).toBe('true');
  });
});
