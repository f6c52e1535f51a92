import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from './i18n';

const root = path.resolve(import.meta.dirname, '../../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function read(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'));
}

function valueAt(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

const namespaces = readdirSync(path.join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('interface translations', () => {
  it('has a folder for every locale and nothing else', () => {
    expect(readdirSync(root).sort()).toEqual([...locales].sort());
  });

  describe.each(locales.filter((l) => l !== 'en'))('%s', (locale) => {
    it.each(namespaces)('translates every key of %s', (file) => {
      const english = keysOf(read('en', file)).sort();
      const translated = read(locale, file);
      expect(keysOf(translated).sort()).toEqual(english);
      for (const key of english) {
        const value = valueAt(translated, key);
        expect(typeof value === 'string' && value.trim().length > 0, `${locale}/${file} ${key}`).toBe(true);
      }
    });

    it.each(namespaces)('keeps the interpolation placeholders of %s', (file) => {
      for (const key of keysOf(read('en', file))) {
        const placeholders = (s: unknown) => (String(s).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
        expect(placeholders(valueAt(read(locale, file), key)), `${locale}/${file} ${key}`).toEqual(
          placeholders(valueAt(read('en', file), key)),
        );
      }
    });
  });
});
