import type { Article } from '@folio/core';
import { article } from '../../../test/fixtures/catalog';
import { RELATED_ARTICLES, relatedArticles } from './related';

const written = (a: Article, category: Article['category'], author: string): Article => ({ ...a, category, author });

const library = [
  written(
    article(1, 'in-conversation-part-1', 'In Conversation, Part 1', '2025-02-03T10:00:00.000Z'),
    'Interview',
    'Mara Okafor',
  ),
  written(
    article(2, 'in-conversation-part-2', 'In Conversation, Part 2', '2025-02-10T10:00:00.000Z'),
    'Interview',
    'Mara Okafor',
  ),
  written(article(3, 'lost-lookbook', 'The Lost Lookbook', '2024-12-09T08:00:00.000Z'), 'Exclusive', 'Mara Okafor'),
  written(
    article(4, 'photographer', 'A Photographer of Catalogues', '2024-05-30T10:00:00.000Z'),
    'Interview',
    'Lea Fontaine',
  ),
  written(article(5, 'reading-six', 'Reading Six', '2024-11-18T09:00:00.000Z'), 'Deep Dive', 'Jonas Berg'),
  written(article(6, 'manifesto', 'The Catalogue as Manifesto', '2024-09-02T09:00:00.000Z'), 'Deep Dive', 'Jonas Berg'),
  written(article(7, 'oversize', 'Oversize', '2024-02-12T09:00:00.000Z'), 'Deep Dive', 'Jonas Berg'),
  written(
    article(8, 'press-archive', 'Inside a Press Archive', '2024-08-19T08:00:00.000Z'),
    'Exclusive',
    'Pieter Claes',
  ),
  written(article(9, 'invitations', 'Invitations', '2024-06-14T12:00:00.000Z'), 'Spotlight', 'Lea Fontaine'),
  written(article(10, 'antwerp', 'Antwerp', '2024-03-05T12:00:00.000Z'), 'Spotlight', 'Pieter Claes'),
  written(article(11, 'donated', 'Donated Collections', '2024-01-15T08:00:00.000Z'), 'Exclusive', 'Folio Editors'),
  written(article(12, 'older-interview', 'An Older Interview', '2024-01-01T08:00:00.000Z'), 'Interview', 'Mara Okafor'),
];
const slugs = (articles: Article[]) => articles.map((item) => item.slug);
const bySlug = (slug: string) => library.find((item) => item.slug === slug)!;

describe('related articles', () => {
  it('leaves the series parts to their own links, then category and author, category, author, nearest first', () => {
    expect(slugs(relatedArticles(bySlug('in-conversation-part-1'), library))).toEqual([
      'older-interview', // Interview by Mara Okafor
      'photographer', // Interview
      'lost-lookbook', // by Mara Okafor
      'reading-six', // neither, nearest in date
    ]);
  });

  it('fills the tiers by date distance, the newer of two equally near first', () => {
    expect(slugs(relatedArticles(bySlug('manifesto'), library))).toEqual([
      'reading-six', // Deep Dive by Jonas Berg, 77 days
      'oversize', // Deep Dive by Jonas Berg, 203 days
      'press-archive', // neither: 14 days
      'invitations', // 80 days
    ]);
    const twins = [
      written(article(1, 'middle', 'Middle', '2024-06-10T00:00:00.000Z'), 'Spotlight', 'A'),
      written(article(2, 'before', 'Before', '2024-06-05T00:00:00.000Z'), 'Spotlight', 'A'),
      written(article(3, 'after', 'After', '2024-06-15T00:00:00.000Z'), 'Spotlight', 'A'),
    ];
    expect(slugs(relatedArticles(twins[0], twins))).toEqual(['after', 'before']);
  });

  it('caps the list, never lists the article or its parts, and does not depend on the catalog order', () => {
    for (const item of library) {
      const related = relatedArticles(item, library);
      expect(related.length).toBe(RELATED_ARTICLES);
      expect(slugs(related)).not.toContain(item.slug);
      expect(new Set(slugs(related)).size).toBe(related.length);
      expect(relatedArticles(item, [...library].reverse())).toEqual(related);
    }
    expect(slugs(relatedArticles(bySlug('in-conversation-part-2'), library))).not.toContain('in-conversation-part-1');
  });
});
