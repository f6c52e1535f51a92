import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InlineSvg } from './InlineSvg';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let counter = 0;
// A fresh URL per test: the component shares one request per URL.
const url = () => {
  counter += 1;
  return `/test-${counter}.svg`;
};

function serve(body: string, status = 200) {
  const fetchMock = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const circle =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(2)</script><style>body{display:none}</style>' +
  '<a href="javascript:alert(3)"><circle cx="5" cy="5" r="4" onclick="alert(4)"/></a></svg>';

describe('InlineSvg', () => {
  it('inlines the fetched SVG, without scripts, handlers, styles or script URLs', async () => {
    serve(circle);
    const { container } = render(<InlineSvg src={url()} title="Logo" />);
    await waitFor(() => expect(container.querySelector('circle')).not.toBeNull());
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onload|onclick|javascript:|<style/i);
    expect(screen.getByRole('img', { name: 'Logo' }).querySelector('svg')).not.toBeNull();
  });

  it('shows the seed text when the file cannot be loaded', async () => {
    serve('missing', 404);
    const onError = vi.fn();
    render(<InlineSvg src={url()} onError={onError} />);
    expect(await screen.findByText('Error loading SVG')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('load');
  });

  it('shows the seed text when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<InlineSvg src={url()} />);
    expect(await screen.findByText('Error loading SVG')).toBeTruthy();
  });

  it('shows the seed text when the file is not SVG', async () => {
    serve('<!doctype html><html><body>app</body></html>');
    render(<InlineSvg src={url()} />);
    expect(await screen.findByText('Loaded file is not valid SVG')).toBeTruthy();
  });

  it('takes translated error texts', async () => {
    serve('nope', 500);
    render(<InlineSvg src={url()} errorLoadingText="SVG konnte nicht geladen werden" />);
    expect(await screen.findByText('SVG konnte nicht geladen werden')).toBeTruthy();
  });

  it('fetches a URL once for every copy on screen', async () => {
    const fetchMock = serve(circle);
    const src = url();
    const { container } = render(
      <>
        <InlineSvg src={src} />
        <InlineSvg src={src} />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('circle')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
