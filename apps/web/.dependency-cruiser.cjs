// The web app's layers (docs/ARCHITECTURE.md, "Layers of the web app"), checked by `npm run layers` and
// `npm test`: app/ → pages/ → features/ (in tiers) → ui/ and lib/. Every rule is an error; none lists
// exceptions.

/**
 * Feature folders in tiers, lowest first. A feature imports only features of lower tiers; two features
 * of one tier never import each other. What two features share moves down: into a lower tier, `ui/` or
 * `lib/`. A new feature folder gets a tier here (the rule `feature-in-a-tier` fails until it has one).
 */
const tiers = [
  // The synced data and its engine, the signed-in person, rich text, the plan chooser.
  ['base', ['sync', 'account', 'editor', 'plans']],
  // One kind of thing each, over base.
  ['records', ['tasks', 'members', 'attachments', 'favorites', 'theme', 'auth', 'orbitPages']],
  // Screens over records.
  ['screens', ['boards', 'documents', 'inbox', 'orbits', 'people', 'views']],
  // Chat and calls, which show people, tasks and inbox items.
  ['conversations', ['calls', 'chat']],
  // Features that gather others: the task panel, search, the palette, settings.
  ['hubs', ['taskDetail', 'search', 'palette', 'settings']],
  // The dashboard's frame: sidebar and top bar, which host every feature's entry point.
  ['frame', ['shell']],
];

const anyOf = (names) => `(${names.join('|')})`;
const allFeatures = tiers.flatMap(([, names]) => names);

const tierRules = tiers.map(([tier, names], index) => ({
  name: `tier-${tier}`,
  comment: `features of tier "${tier}" import only features of lower tiers (${
    tiers
      .slice(0, index)
      .map(([lower]) => lower)
      .join(', ') || 'none'
  })`,
  severity: 'error',
  from: { path: `^src/features/${anyOf(names)}/` },
  to: {
    path: `^src/features/${anyOf(tiers.slice(index).flatMap(([, same]) => same))}/`,
    pathNot: '^src/features/$1/',
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'app-on-top',
      comment:
        'app/ (router, providers) is imported by the entry only: state every screen reads lives in lib/',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app/|main\\.tsx$)' },
      to: { path: '^src/app/' },
    },
    {
      name: 'pages-under-app',
      comment: 'pages/ (route components) are imported by app/ only',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(app|pages)/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'ui-and-lib-at-the-bottom',
      comment: 'ui/ and lib/ import no feature, page or app code, so every feature can use them',
      severity: 'error',
      from: { path: '^src/(ui|lib)/' },
      to: { path: '^src/(features|pages|app)/' },
    },
    {
      name: 'test-support-in-tests',
      comment: 'src/test/ (test set-up, fake servers) is imported by tests only, never by the app',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '^src/test/'] },
      to: { path: '^src/test/' },
    },
    {
      name: 'feature-in-a-tier',
      comment: 'every feature folder has a tier in .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: '^src/features/', pathNot: `^src/features/${anyOf(allFeatures)}/` },
      to: {},
    },
    ...tierRules,
  ],
  options: {
    includeOnly: '^src/',
    // Type-only imports count: a feature that names another's types depends on it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
