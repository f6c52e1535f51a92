import { attachmentNameMax } from '@orbit/shared';
import { describe, expect, it } from 'vitest';
import {
  cleanContentType,
  cleanFileName,
  contentDisposition,
  fileSecurityPolicy,
} from './attachment-files.js';

describe('what the server makes of an uploaded file', () => {
  it('keeps the name without folders or control characters, and refuses an empty one', () => {
    expect(cleanFileName('C:\\fakepath\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001f\u007fc.txt')).toBe('abc.txt');
    expect(cleanFileName('say %22hi%22.txt')).toBe('say "hi".txt');
    expect(cleanFileName('   ')).toBeNull();
    expect(cleanFileName('')).toBeNull();
    expect(cleanFileName('..')).toBeNull();
    expect(cleanFileName(undefined)).toBeNull();
  });

  it('shortens a long name to the limit, keeping its extension', () => {
    const long = `${'ä'.repeat(400)}.tar.gz`;
    const short = cleanFileName(long);
    expect([...(short ?? '')]).toHaveLength(attachmentNameMax);
    expect(short?.endsWith('ä.gz')).toBe(true);
  });

  it('keeps a media type without its parameters, else calls it octet-stream', () => {
    expect(cleanContentType('Text/Plain; charset=utf-8')).toBe('text/plain');
    expect(cleanContentType('image/svg+xml')).toBe('image/svg+xml');
    expect(cleanContentType('')).toBe('application/octet-stream');
    expect(cleanContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
    expect(cleanContentType(undefined)).toBe('application/octet-stream');
  });

  it('opens images and PDFs inline and downloads the rest, with an encoded exact name', () => {
    expect(contentDisposition('photo.jpg', 'image/jpeg')).toBe(
      `inline; filename="photo.jpg"; filename*=UTF-8''photo.jpg`,
    );
    expect(contentDisposition("naïve (1)'s.svg", 'image/svg+xml')).toBe(
      `attachment; filename="na_ve (1)'s.svg"; filename*=UTF-8''na%C3%AFve%20%281%29%27s.svg`,
    );
    expect(contentDisposition('x.html', 'text/html')).toMatch(/^attachment;/);
  });

  it('sandboxes every served file except PDFs, which the sandbox would not show', () => {
    expect(fileSecurityPolicy('text/html')).toMatch(/; sandbox$/);
    expect(fileSecurityPolicy('image/png')).toMatch(/; sandbox$/);
    expect(fileSecurityPolicy('application/pdf')).not.toMatch(/sandbox/);
    expect(fileSecurityPolicy('application/pdf')).toMatch(/default-src 'none'/);
  });
});
