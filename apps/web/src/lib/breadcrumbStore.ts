import { type ReactNode, useEffect, useMemo } from 'react';
import { create } from 'zustand';

/** One step of where the person is: a name, where it leads, and an optional mark before it. */
export type Crumb = { key: string; label: string; to?: string; mark?: ReactNode };

const useCrumbs = create<{ trail: Crumb[] }>()(() => ({ trail: [] }));

/** The trail the top bar shows after the workspace. */
export const useBreadcrumbTrail = (): Crumb[] => useCrumbs((s) => s.trail);

/**
 * A page says where it is (orbit › view); the top bar shows it after the workspace's name. The trail
 * is cleared when the page goes. `trail` should be memoised by the caller.
 */
export function useBreadcrumb(trail: Crumb[]): void {
  useEffect(() => {
    useCrumbs.setState({ trail });
    return () => {
      if (useCrumbs.getState().trail === trail) useCrumbs.setState({ trail: [] });
    };
  }, [trail]);
}

/** A page that is one step below the workspace (My tasks, Today, Trash…). */
export function usePageCrumb(label: string): void {
  const trail = useMemo<Crumb[]>(() => [{ key: 'page', label }], [label]);
  useBreadcrumb(trail);
}
