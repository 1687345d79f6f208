import { articles } from '../../../test/fixtures/catalog';
import { otherParts, partNumber } from './series';

describe('article series', () => {
  it('links Part 2 to Part 1 and back', () => {
    expect(otherParts('in-conversation-part-2', articles)).toEqual([
      { part: 1, slug: 'in-conversation-part-1', title: 'In Conversation, Part 1' },
    ]);
    expect(otherParts('in-conversation-part-1', articles).map((part) => part.slug)).toEqual(['in-conversation-part-2']);
  });

  it('has no parts for a standalone article', () => {
    expect(otherParts('spotlight-pleats', articles)).toEqual([]);
    expect(partNumber('spotlight-pleats')).toBeNull();
    expect(partNumber('in-conversation-part-2')).toBe(2);
  });
});
