/**
 * Which chunk each module of the app goes to, decided from the import graph rather than from lists of
 * file names (vite.config.ts, `codeSplitting.groups`).
 *
 * Left to itself the bundler cuts the app into hundreds of files of a few hundred bytes: every module
 * that two lazy routes share becomes a chunk of its own, and every lucide icon is one, because lucide's
 * table of dynamic imports (ui/icons/rareIcons.ts) makes each icon a possible entry. A first open then
 * waits for waves of dozens of requests over HTTP/1.1's six connections (`npm run bench -- firstload`,
 * `FIRSTLOAD_WATERFALL=1`). These groups make each wave one or two files:
 *
 * - `app`: everything the entry (src/main.tsx) imports statically, which every page runs first anyway;
 * - `workspace`: what the dashboard's frame (sidebar, top bar, the synced data) runs and no guest page
 *   imports, so the sign-in pages never fetch it;
 * - `shared`: what the sign-in page and the workspace both run (buttons, fields, the form's icons…);
 * - a page's groups (`tasks-page`, `tasks-page-common`): what the page most people open runs (an
 *   orbit, a saved view, a board, My dashboard: pages/ViewsWidgetsPage.tsx) beyond the frame, in two
 *   files instead of the ~80 small chunks the bundler makes of the modules it shares with other pages:
 *   `-common` holds what it shares with the pages named `alongside` (Today, My tasks: task rows,
 *   pickers, dialogs), which those pages run anyway, and the other group the rest. A page not named
 *   alongside that imports a module of the page's group fetches that file whole;
 * - `common-icons`: the common icon set (ui/icons/commonIcons.ts) where no group above took it.
 *
 * Any other module reached both from a guest page and from the workspace stays in the bundler's own
 * chunks, so that no sign-in page fetches code it does not run (their JavaScript budget).
 */

/** The part of the bundler's module info the grouping reads. */
export type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

/** Every module `roots` import statically, the roots included; `stop` ends a walk at a module. */
export function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((root) => graph.getModuleInfo(root) !== null);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

export type ChunkRoots = {
  /** The app's entry module. */
  entry: string;
  /** The route module of the dashboard's frame (sidebar, top bar), which every workspace page runs. */
  frame: string;
  /** Route modules of the pages a guest sees (sign-in, sign-up, onboarding…). */
  guest: readonly string[];
  /**
   * The guest page most people open (sign-in): what it shares with the workspace is one chunk of its
   * own, every module of which that page runs anyway.
   */
  signIn: string;
  /**
   * Pages whose static imports beyond the frame's form chunks of their own (the tasks page): what the
   * page shares with the pages `alongside` goes to `<name>-common`, the rest to `<name>`.
   */
  pages: readonly { name: string; root: string; alongside: readonly string[] }[];
  /** Modules whose static imports form one set fetched together (the common icons). */
  sets: readonly { name: string; root: string }[];
};

export type ChunkPlan = Map<string, string>;

/** The group of every module that has one; modules left out go to the bundler's own chunks. */
export function planChunks(graph: ModuleGraph, roots: ChunkRoots): ChunkPlan {
  const plan: ChunkPlan = new Map();
  const entry = staticClosure(graph, [roots.entry]);
  for (const id of entry) plan.set(id, 'app');
  const guest = staticClosure(graph, roots.guest, (id) => entry.has(id));
  const frame = staticClosure(graph, [roots.frame], (id) => entry.has(id));
  for (const id of staticClosure(graph, [roots.signIn], (id) => entry.has(id))) {
    if (frame.has(id)) plan.set(id, 'shared');
  }
  // What is reached through a guest page is in `guest` too, so it stays out (the sign-in pages' budget).
  for (const id of frame) if (!plan.has(id) && !guest.has(id)) plan.set(id, 'workspace');
  for (const set of roots.sets) {
    for (const id of staticClosure(graph, [set.root], (id) => plan.has(id) || guest.has(id))) {
      plan.set(id, set.name);
    }
  }
  // After the sets: a page's group takes none of their modules, so a set never needs a page's file.
  for (const page of roots.pages) {
    const outside = (id: string) => plan.has(id) || guest.has(id);
    const alongside = staticClosure(graph, page.alongside, outside);
    for (const id of staticClosure(graph, [page.root], outside)) {
      plan.set(id, alongside.has(id) ? `${page.name}-common` : page.name);
    }
  }
  return plan;
}

/**
 * The `name` function of a `codeSplitting` group: the plan is made on the first call, from the graph the
 * bundler hands over, and read for every module after (`reset` forgets it for the next build).
 */
export function chunkNamer(roots: ChunkRoots) {
  let plan: ChunkPlan | null = null;
  const name = (id: string, graph: ModuleGraph): string | null => {
    plan ??= planChunks(graph, roots);
    return plan.get(id) ?? null;
  };
  const reset = () => {
    plan = null;
  };
  return { name, reset };
}
