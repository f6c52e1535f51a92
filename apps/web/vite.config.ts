/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { hocuspocusAlias } from '../../hocuspocus-alias';
import { chunkNamer } from './build/chunkGroups';
import { excalidrawDist, excalidrawFonts } from './build/excalidrawFonts';
import { serviceWorker } from './build/serviceWorkerPlugin';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the browser downloads. Source maps stay plain: only developer tools fetch them.
const textFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` beside every built text file of at least
 * `minBytes`, once per build, so the server sends them as they are (`preCompressed` in
 * apps/server/src/http/spa.ts) instead of compressing the same bytes for every first visit.
 */
function precompressAssets(minBytes = 1024): Plugin {
  return {
    name: 'orbit-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      const files = Object.keys(bundle).filter((name) => textFile.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const data = await readFile(file);
          if (data.length < minBytes) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);

/**
 * The pages of the router: the dashboard's frame, the pages a guest sees, and the pages inside the
 * workspace, fetched when opened (build/chunkGroups.ts; build/chunkGroups.test.ts checks that each page
 * of src/app/routes.tsx is named here once).
 */
export const pageKinds = {
  frame: 'DashboardLayout',
  guest: [
    'LoginPage',
    'SignupPage',
    'PasswordResetPage',
    'onboarding/CreateProfilePage',
    'onboarding/ChooseUseCasePage',
    'onboarding/CreateTeamWorkspacePage',
    'onboarding/CreatePersonalWorkspacePage',
    'onboarding/InviteOthersPage',
    'onboarding/GettingThingsReadyPage',
    'VerifyPage',
    'ConfirmEmailPage',
    'InvitePage',
    'TemplatePage',
    'CreateWorkspacePage',
  ],
  inside: [
    'ViewsWidgetsPage',
    // The components' gallery (/gallery) shows nearly every component and icon of the workspace.
    'GalleryPage',
    'NotFoundPage',
    'calls/CallsCallPage',
    'ChatHomePage',
    'InboxPage',
    'MyDashboardPage',
    'MyTasksPage',
    'TodayPage',
    'TrashPage',
    'calls/CallsContactsPage',
    'calls/CallsHomePage',
    'BoardPage',
    'DocumentPage',
  ],
};

const chunks = chunkNamer({
  entry: src('main.tsx'),
  frame: src(`pages/${pageKinds.frame}.tsx`),
  guest: pageKinds.guest.map((page) => src(`pages/${page}.tsx`)),
  signIn: src('pages/LoginPage.tsx'),
  pages: [
    {
      name: 'tasks-page',
      root: src('pages/ViewsWidgetsPage.tsx'),
      alongside: ['TodayPage', 'MyTasksPage'].map((page) => src(`pages/${page}.tsx`)),
    },
  ],
  sets: [{ name: 'common-icons', root: src('ui/icons/commonIcons.ts') }],
});

const api = process.env.ORBIT_DEV_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The boards' canvas fonts, served by the app (features/boards/excalidrawAssets.ts).
    excalidrawFonts(),
    // The offline app shell: /sw.js keeps every built file (docs/ARCHITECTURE.md, Offline).
    serviceWorker({ entry: path.resolve(import.meta.dirname, 'src/serviceWorker/sw.ts') }),
    precompressAssets(),
  ],
  resolve: {
    conditions: ['source'],
    alias: [
      ...hocuspocusAlias,
      // Its stylesheet is exported under the production / development conditions only.
      {
        find: /^@excalidraw\/excalidraw\/index\.css$/,
        replacement: path.join(excalidrawDist(), 'index.css'),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // lucide's icons drawn on demand (ui/icons/rareIcons.ts), one small chunk each, in a folder of
        // their own: the service worker keeps them once drawn instead of fetching all of them at install.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/lucide-react/dist/esm/icons/')
            ? 'assets/icons/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: (id, graph) => chunks.name(id, graph), debugName: 'orbit' }],
          // Not their imports: those stay in the chunks the sign-in pages share.
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // The first test of a file can load the app's lazy route modules; with the server suite running
    // beside it on a two-core CI machine that has taken over 10 s.
    testTimeout: 20_000,
  },
});
