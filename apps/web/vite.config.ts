/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { hocuspocusAlias } from '../../hocuspocus-alias';
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

/**
 * The small modules every workspace page runs at its first paint (the shell's data, task rows, people,
 * chat and inbox counts): one chunk rather than sixty of a few hundred bytes each, which compress far
 * worse apart (dashboard initial JS, `npm run bench bundle-size`). Only modules the sign-in pages never
 * load belong here, and only light ones: a module listed here is fetched with all the others, and so is
 * everything it imports statically.
 */
const workspaceCore = new RegExp(
  `/apps/web/src/(${[
    'features/account/(onboardingRoute|useMe)',
    'features/calls/(TodaysCalls|callStore|callsApi)',
    'features/chat/(conversationNames|unreadStore|useChatPeople|useConversations|useMutedConversations|useNamedConversations)',
    'features/inbox/(desktopNotifications|targetPath|useInbox)',
    'features/members/(memberQueryKeys|useWorkspaceEvents)',
    'features/people/(people|useNow|usePeople|useStatus)',
    'features/people/presence/presenceStore',
    'features/shell/(breadcrumbStore|lastPlace|useCurrentWorkspace)',
    'features/sync/(schemas|syncSocket|useLiveQuery|usePendingWrites)',
    'features/taskDetail/(completeWithUndo|isTextEntry|openShortcutsHelp|renameRequests|shortcutsHelpStore|trashWithUndo|useIsFavorite)',
    'features/tasks/(DueBadge|DueGroupedTasks|LazyCreateTaskDialog|OrbitBadge|SubtasksToggle|TaskAssignees|TaskLabels|TaskRow|TaskStatusToggle|between|createTaskActions|filterTasks|groupByDue|itemStore|sameTaskRowProps|useItems|useStableCallback|useTaskData|useTaskKeys|useTaskScope)',
    'features/views/(LazyViewEditorDialog|viewActions)',
    'lib/dates/(dueDate|formatDay)',
    'ui/(Avatar|EmptyState|LabelPill|Menu|NotFound|PriorityIcon|StatusIcon|avatarPresence|avatarSrc|toast|useReducedMotion)',
  ].join('|')})(\\.tsx?|\\.module\\.css)$`,
);

/** The icons of the sidebar and the workspace's first screens, which the sign-in pages do not show. */
const workspaceIcons =
  /\/lucide-react\/dist\/esm\/icons\/(archive|calendar-check|chevrons-up-down|face-slightly-smiling|inbox|layout-dashboard|list-checks|lock|menu|message-square|panel-left-close|panel-left-open|phone|phone-missed|phone-off|rotate-ccw-clock|settings|star|trash|user-round|users|video)\.mjs$/;

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
          groups: [
            { name: 'workspace', test: workspaceCore },
            { name: 'workspace-icons', test: workspaceIcons },
          ],
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
