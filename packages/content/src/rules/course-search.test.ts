import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import { createCourseSearch } from './course-search.ts';

const search = createCourseSearch(courses);

describe('createCourseSearch', () => {
  it('ignores accents and case', () => {
    const found = search('ecriture');
    expect(found).toContain('atelier-ecriture-avec-ia');
    expect(search('ÉCRITURE')).toEqual(found);
    // Unrelated courses stay out.
    expect(found).not.toContain('fresque-du-numerique');
    expect(found).not.toContain('referent-vhmss');
  });

  it('ranks a title match first', () => {
    expect(search('ecriture ia')[0]).toBe('atelier-ecriture-avec-ia');
    expect(search('pitch')[0]).toBe('art-du-pitch');
  });

  it('reads prefixes and small typos', () => {
    expect(search('ecri')).toContain('atelier-ecriture-avec-ia');
    expect(search('ecritrue')).toContain('atelier-ecriture-avec-ia');
    expect(search('documentiare')[0]).toBe('les-cles-de-la-serie-documentaire');
  });

  it('requires every word and finds nothing for a word from nowhere', () => {
    expect(search('fresque numerique')).toEqual(['fresque-du-numerique']);
    expect(search('zzzqx')).toEqual([]);
    expect(search('')).toEqual([]);
  });
});
