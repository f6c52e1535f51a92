import { useEffect } from 'react';

/** A page whose feature has not been built yet: shows its title and sets the document title. */
export function PagePlaceholder({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Orbit`;
  }, [title]);
  return (
    <section style={{ padding: '2em' }}>
      <h1>{title}</h1>
    </section>
  );
}
