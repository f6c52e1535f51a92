import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A namespace whose English strings load with the code that shows them (addEnglishStrings in i18n.ts)
// is there only once a module that adds it has run: every module that reads it imports that module
// itself, so no screen depends on another having loaded first (it would show the keys).
const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const files = sourceFiles(src).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** Each namespace added with its code, by the module that adds it. */
const adders = new Map<string, string>();
for (const { file, text } of files) {
  if (!text.includes('addEnglishStrings(import.meta.glob(')) continue;
  for (const [, namespace] of text.matchAll(/locales\/en\/(\w+)\.json/g))
    adders.set(namespace as string, file);
}

function readsNamespace(text: string, namespace: string): boolean {
  const list = /useTranslation\(\[([^\]]*)\]/g;
  const inList = [...text.matchAll(list)].some(([, names]) => names?.includes(`'${namespace}'`));
  return (
    inList ||
    text.includes(`useTranslation('${namespace}'`) ||
    text.includes(`'${namespace}:`) ||
    text.includes(`ns: '${namespace}'`)
  );
}

function importsModule(file: string, text: string, target: string): boolean {
  return [...text.matchAll(/^import (?:[^'"]* from )?'(\.[^']+)';/gm)].some(
    ([, specifier]) => path.resolve(path.dirname(file), specifier as string) === target.replace(/\.ts$/, ''),
  );
}

describe('strings that load with their code', () => {
  it('are found (boards, settings, the sign-in pages…)', () => {
    expect([...adders.keys()]).toEqual(expect.arrayContaining(['auth', 'boards', 'settings']));
  });

  it.each([...adders.keys()])(
    '%s: every module that reads it imports the module that adds it',
    (namespace) => {
      const adder = adders.get(namespace) as string;
      const missing = files
        .filter(({ file, text }) => file !== adder && readsNamespace(text, namespace))
        .filter(({ file, text }) => !importsModule(file, text, adder))
        .map(({ file }) => path.relative(src, file));
      expect(missing).toEqual([]);
    },
  );
});
