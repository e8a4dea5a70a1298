import { describe, expect, it } from 'vitest';
import { parsePromotion } from './parse-promotion';

describe('parsePromotion', () => {
  it('reads every field of a full document; a legacy document’s staff e-mails are not read', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const promotion = parsePromotion('p1', {
      title: 'T',
      html: '<p>x</p>',
      css: 'p{}',
      status: 'closed',
      publicUrl: 'https://promotion.example.com/p1',
      createdBy: 'u1',
      createdByName: '山田',
      createdByEmail: 'y@example.com',
      lastEditedBy: 'u2',
      lastEditedByName: '佐藤',
      lastEditedByEmail: 's@example.com',
      isArchived: true,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      closedAt: at,
    });
    expect(promotion).toEqual({
      id: 'p1',
      title: 'T',
      html: '<p>x</p>',
      css: 'p{}',
      status: 'closed',
      publicUrl: 'https://promotion.example.com/p1',
      createdBy: 'u1',
      createdByName: '山田',
      lastEditedBy: 'u2',
      lastEditedByName: '佐藤',
      isArchived: true,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      closedAt: at,
    });
  });

  it('gives an old or partial document safe defaults', () => {
    const promotion = parsePromotion('p2', {
      title: 42,
      status: 'archived',
      createdAt: 'yesterday',
      closedAt: null,
      isArchived: 'yes',
    });
    expect(promotion).toMatchObject({
      title: '',
      html: '',
      css: '',
      status: 'draft',
      isArchived: false,
      createdAt: null,
      closedAt: null,
      lastEditedByName: '',
    });
  });
});
