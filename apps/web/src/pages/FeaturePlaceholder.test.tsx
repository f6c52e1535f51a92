import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FeaturePlaceholder, type PlaceholderFeature } from './FeaturePlaceholder';

afterEach(cleanup);

function renderAt(feature: PlaceholderFeature) {
  const router = createMemoryRouter(
    [{ path: '/:org/*', element: <FeaturePlaceholder feature={feature} /> }],
    { initialEntries: ['/acme/somewhere'] },
  );
  render(<RouterProvider router={router} />);
}

describe('FeaturePlaceholder', () => {
  it('says what the inbox will hold and offers the way to tasks, not a bare heading', () => {
    renderAt('inbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Your inbox is coming' })).toBeTruthy();
    expect(screen.getByText(/Mentions, assignments and replies/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My tasks' }).getAttribute('href')).toBe('/acme/my-tasks');
    expect(document.title).toBe('Your inbox is coming · Orbit');
  });

  it('has its own words for chat, a person, meetings, call history and a call', () => {
    const titles = (['chat', 'person', 'meetings', 'callHistory', 'call'] as const).map((feature) => {
      renderAt(feature);
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      cleanup();
      return title;
    });
    expect(titles).toEqual([
      'Chat is coming',
      'Direct messages are coming',
      'Calls are coming',
      'No calls yet',
      'Calls are coming',
    ]);
  });
});
