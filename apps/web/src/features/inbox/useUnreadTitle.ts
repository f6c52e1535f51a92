import { useEffect } from 'react';

const prefix = /^\(\d+\) /;

/** "(3) Inbox · Orbit": the unread count before whatever title the page set, kept as pages change it. */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(prefix, '');
      const next = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : undefined;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer?.disconnect();
      document.title = document.title.replace(prefix, '');
    };
  }, [count]);
}
