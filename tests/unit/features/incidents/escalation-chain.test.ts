import { describe, expect, it } from 'vitest';
import {
  chainProblems,
  newStep,
  rowsOfSteps,
  stepsOfRows,
  type ChainStep,
} from '../../../../src/features/incidents/escalation-chain';

const step = (over: Partial<ChainStep> = {}): ChainStep => ({
  delayMinutes: 0,
  roles: ['user'],
  userIds: [],
  channels: ['bell'],
  ...over,
});

describe('escalation chain editing', () => {
  it('numbers the levels 1..n in order, and reads stored rows back in level order', () => {
    const steps = [step(), step({ delayMinutes: 15, roles: [], userIds: ['u-1'] })];
    const rows = rowsOfSteps(4, steps);
    expect(rows.map((row) => [row.customer_id, row.level, row.delay_minutes])).toEqual([
      [4, 1, 0],
      [4, 2, 15],
    ]);
    expect(stepsOfRows([...rows].reverse())).toEqual(steps);
  });

  it('a new first level reaches the users at once; a later one the customer admin after 15 min', () => {
    expect(newStep()).toMatchObject({ delayMinutes: 0, roles: ['user'] });
    expect(newStep(step())).toMatchObject({ delayMinutes: 15, roles: ['customer_admin'] });
  });

  it('names the level that cannot be saved and why', () => {
    expect(chainProblems([step(), step()])).toEqual([]);
    expect(
      chainProblems([
        step({ delayMinutes: -1 }),
        step({ delayMinutes: 10_081 }),
        step({ delayMinutes: 1.5 }),
        step({ roles: [] }),
        step({ channels: [] }),
      ]),
    ).toEqual([
      { kind: 'badDelay', level: 1 },
      { kind: 'badDelay', level: 2 },
      { kind: 'badDelay', level: 3 },
      { kind: 'needRecipient', level: 4 },
      { kind: 'needChannel', level: 5 },
    ]);
  });
});
