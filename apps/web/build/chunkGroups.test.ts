import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKinds } from '../vite.config';
import { type ModuleGraph, planChunks, staticClosure } from './chunkGroups';

/** A module graph from `importer: [imported…]` (static imports only). */
const graphOf = (edges: Record<string, string[]>): ModuleGraph => ({
  getModuleInfo: (id) => {
    if (!(id in edges) && !Object.values(edges).some((to) => to.includes(id))) return null;
    return { importedIds: edges[id] ?? [] };
  },
});

describe('planChunks', () => {
  const graph = graphOf({
    main: ['react', 'router'],
    router: ['react'],
    Login: ['Button', 'loginForm', 'barrelIcon'],
    Button: ['react'],
    Onboarding: ['Picker', 'Button'],
    Dashboard: ['Button', 'Picker', 'sidebar', 'react'],
    sidebar: ['syncDb'],
    TasksPage: ['sidebar', 'taskRow', 'Button', 'Picker', 'loginForm', 'table', 'inbox'],
    taskRow: ['dnd', 'react'],
    Today: ['taskRow', 'dueGroups'],
    Inbox: ['table', 'inboxList'],
    commonIcons: ['inbox', 'barrelIcon'],
  });
  const plan = planChunks(graph, {
    entry: 'main',
    frame: 'Dashboard',
    guest: ['Login', 'Onboarding'],
    signIn: 'Login',
    pages: [{ name: 'tasks-page', root: 'TasksPage', alongside: ['Today'] }],
    sets: [{ name: 'common-icons', root: 'commonIcons' }],
  });

  it("puts the entry's static imports in one chunk", () => {
    expect(['main', 'react', 'router'].map((id) => plan.get(id))).toEqual(['app', 'app', 'app']);
  });

  it('gives the workspace what no guest page runs, and the sign-in page what it shares with it', () => {
    expect(plan.get('sidebar')).toBe('workspace');
    expect(plan.get('syncDb')).toBe('workspace');
    expect(plan.get('Dashboard')).toBe('workspace');
    expect(plan.get('Button')).toBe('shared');
  });

  it("leaves to the bundler what another guest page shares with the workspace, and guest pages' own modules", () => {
    expect(plan.get('Picker')).toBeUndefined();
    expect(plan.get('loginForm')).toBeUndefined();
    expect(plan.get('Login')).toBeUndefined();
  });

  it("gives a page's groups what the page runs beyond the frame: what it shares with the pages alongside, and the rest", () => {
    expect(['TasksPage', 'table', 'taskRow', 'dnd'].map((id) => plan.get(id))).toEqual([
      'tasks-page',
      'tasks-page',
      'tasks-page-common',
      'tasks-page-common',
    ]);
    // The frame's, the entry's and the guest pages' modules stay where they were.
    expect(plan.get('sidebar')).toBe('workspace');
    expect(plan.get('react')).toBe('app');
    // A set keeps its modules: the set's file never needs the page's.
    expect(plan.get('inbox')).toBe('common-icons');
    expect(plan.get('Picker')).toBeUndefined();
    expect(plan.get('loginForm')).toBeUndefined();
    // Other pages' own modules are not taken.
    expect(plan.get('inboxList')).toBeUndefined();
    expect(plan.get('dueGroups')).toBeUndefined();
  });

  it('groups a set without taking what a guest page runs', () => {
    expect(plan.get('inbox')).toBe('common-icons');
    expect(plan.get('barrelIcon')).toBeUndefined();
  });
});

describe('staticClosure', () => {
  it('follows static imports, stops where told, and survives cycles', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'a'], c: ['d'] });
    expect([...staticClosure(graph, ['a'])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...staticClosure(graph, ['a'], (id) => id === 'c')].sort()).toEqual(['a', 'b']);
    expect([...staticClosure(graph, ['missing'])]).toEqual([]);
  });
});

describe('pageKinds', () => {
  it('names every lazy page of the router exactly once', () => {
    const routes = readFileSync(path.join(import.meta.dirname, '..', 'src', 'app', 'routes.tsx'), 'utf8');
    const routed = [...routes.matchAll(/import\('\.\.\/pages\/([^']+)'\)/g)].map((match) => match[1]);
    const named = [pageKinds.frame, ...pageKinds.guest, ...pageKinds.inside];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...new Set(routed)].sort());
  });
});

describe('icon imports', () => {
  it("take each lucide icon from its own module, never from lucide's index of every icon", () => {
    // The index imports all ~1,700 icons: the plan above would count each as run by its importer.
    const root = path.join(import.meta.dirname, '..');
    const files = execFileSync('git', ['ls-files', 'src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file));
    const valueImport = /import\s+(?!type\b)[^;]*?from\s+'lucide-react';/;
    const offenders = files.filter((file) => valueImport.test(readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
