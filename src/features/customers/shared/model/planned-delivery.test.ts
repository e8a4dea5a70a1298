import { describe, expect, it } from 'vitest';
import { nextPlannedDelivery, plannedDeliveryFor, withPlannedDelivery } from './planned-delivery';

describe('plannedDeliveryFor', () => {
  it('is 21 days after the survey response date, across month and year ends', () => {
    expect(plannedDeliveryFor('2026-11-23')).toBe('2026-12-14');
    expect(plannedDeliveryFor('2026-12-20')).toBe('2027-01-10');
    expect(plannedDeliveryFor('2028-02-10')).toBe('2028-03-02');
  });

  it('gives nothing for a blank or malformed date', () => {
    expect(plannedDeliveryFor('')).toBe('');
    expect(plannedDeliveryFor('2026/11/23')).toBe('');
    expect(plannedDeliveryFor('2026-02-30')).toBe('');
  });
});

describe('nextPlannedDelivery', () => {
  it('fills an empty planned date', () => {
    expect(
      nextPlannedDelivery({ plannedDeliveryDate: '', surveyResponseDate: '' }, '2026-11-01'),
    ).toBe('2026-11-22');
  });

  it('moves a planned date the rule set when the survey date changes', () => {
    expect(
      nextPlannedDelivery(
        { plannedDeliveryDate: '2026-11-22', surveyResponseDate: '2026-11-01' },
        '2026-11-10',
      ),
    ).toBe('2026-12-01');
  });

  it('keeps a planned date somebody typed by hand', () => {
    expect(
      nextPlannedDelivery(
        { plannedDeliveryDate: '2026-12-24', surveyResponseDate: '2026-11-01' },
        '2026-11-10',
      ),
    ).toBe('2026-12-24');
  });

  it('leaves the planned date unchanged when the survey date is cleared', () => {
    expect(
      nextPlannedDelivery(
        { plannedDeliveryDate: '2026-11-22', surveyResponseDate: '2026-11-01' },
        '',
      ),
    ).toBe('2026-11-22');
  });
});

describe('withPlannedDelivery', () => {
  const input = { surveyResponseDate: '', plannedDeliveryDate: '', clientName: '' };

  it('sets the planned date 21 days after a survey date, and keeps it when that is cleared', () => {
    const dated = withPlannedDelivery(input, 'surveyResponseDate', '2026-11-23');
    expect(dated.plannedDeliveryDate).toBe('2026-12-14');
    const cleared = withPlannedDelivery(dated, 'surveyResponseDate', '');
    expect(cleared).toEqual({ ...input, plannedDeliveryDate: '2026-12-14' });
  });

  it('changes only the named field otherwise', () => {
    expect(withPlannedDelivery(input, 'clientName', 'A社')).toEqual({
      ...input,
      clientName: 'A社',
    });
  });
});
