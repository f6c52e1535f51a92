import { describe, expect, it } from 'vitest';
import { type BuiltChunk, workspaceFiles } from './workspacePreload';

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
): BuiltChunk => ({
  fileName,
  imports,
  facadeModuleId,
  isEntry: false,
});

describe('workspaceFiles', () => {
  const chunks: BuiltChunk[] = [
    { ...chunk('assets/index.js', ['assets/app.js']), isEntry: true },
    chunk('assets/app.js'),
    chunk('assets/Dashboard.js', ['assets/workspace.js', 'assets/app.js'], '/src/pages/DashboardLayout.tsx'),
    chunk('assets/workspace.js', ['assets/app.js', 'assets/radix.js']),
    chunk('assets/radix.js'),
    chunk('assets/Views.js', ['assets/workspace.js', 'assets/rows.js'], '/src/pages/ViewsWidgetsPage.tsx'),
    chunk('assets/rows.js'),
    chunk('assets/Login.js', ['assets/app.js'], '/src/pages/LoginPage.tsx'),
  ];

  it("lists the pages' chunks and what they import, without what the entry loads or other pages", () => {
    expect(
      workspaceFiles(chunks, ['/src/pages/DashboardLayout.tsx', '/src/pages/ViewsWidgetsPage.tsx']),
    ).toEqual([
      'assets/Dashboard.js',
      'assets/Views.js',
      'assets/radix.js',
      'assets/rows.js',
      'assets/workspace.js',
    ]);
  });

  it('refuses a page the build did not make a chunk for (a renamed page would silently preload nothing)', () => {
    expect(() => workspaceFiles(chunks, ['/src/pages/Gone.tsx'])).toThrow(/no chunk is built/);
  });
});
