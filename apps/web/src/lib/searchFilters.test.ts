import { describe, expect, it } from 'vitest';
import { kindsShown, noFilters, readFilters, searchPath, serverQuery, writeFilters } from './searchFilters';

describe('search filters in the address', () => {
  it('reads what it writes, and leaves defaults out', () => {
    const filters = {
      ...noFilters,
      q: 'launch plan',
      kind: 'tasks' as const,
      status: 'done' as const,
      from: '2026-03-01',
    };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('q=launch+plan&kind=tasks&status=done&from=2026-03-01');
    expect(readFilters(params)).toEqual(filters);
    expect(searchPath('acme', '  lanch ')).toBe('/acme/search?q=lanch');
    expect(searchPath('acme', '')).toBe('/acme/search');
  });

  it('drops values it does not know', () => {
    expect(readFilters(new URLSearchParams('kind=files&status=later&from=yesterday'))).toEqual(noFilters);
  });

  it('shows only the kinds a filter applies to', () => {
    expect([...kindsShown(noFilters)]).toEqual(['tasks', 'documents', 'messages', 'people', 'orbits']);
    expect([...kindsShown({ ...noFilters, status: 'open' })]).toEqual(['tasks']);
    expect([...kindsShown({ ...noFilters, orbitId: 'o1' })]).toEqual(['tasks', 'documents']);
    expect([...kindsShown({ ...noFilters, kind: 'documents', from: '2026-03-01' })]).toEqual([]);
    expect([...kindsShown({ ...noFilters, personId: 'u1' })]).toEqual(['tasks', 'messages']);
    expect([...kindsShown({ ...noFilters, kind: 'people', orbitId: 'o1' })]).toEqual([]);
  });

  it('asks the server for whole local days, the last one included', () => {
    const params = serverQuery({ ...noFilters, q: ' x ', from: '2026-03-01', to: '2026-03-01' }, {});
    expect(params.get('q')).toBe('x');
    const from = new Date(params.get('from') ?? '');
    const to = new Date(params.get('to') ?? '');
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
    expect([to.getDate(), to.getHours()]).toEqual([2, 0]);
  });
});
