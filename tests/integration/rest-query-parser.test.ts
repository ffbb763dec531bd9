import { describe, expect, it } from 'vitest';
import { parseChangeFilter } from '../../server/compat/realtime/change-filter';
import { parseField, parseLogic, parseOperation } from '../../server/compat/rest/filter-parser';
import { parseList, splitTopLevel } from '../../server/compat/rest/postgrest-syntax';
import { parseOrder, parseQuery } from '../../server/compat/rest/request-parser';
import { RestError } from '../../server/compat/rest/rest-error';
import { parseSelect } from '../../server/compat/rest/select-parser';

// The PostgREST query grammar, on its own (supabase-wire.md §2.2–§2.4).

const field = (name: string) => parseField(name);

describe('splitTopLevel and lists', () => {
  it('splits on commas outside quotes and parentheses', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",g')).toEqual(['a', 'b(c,d)', '"e,f"', 'g']);
    expect(splitTopLevel('"a\\",b",c')).toEqual(['"a\\",b"', 'c']);
  });
  it('rejects unbalanced input', () => {
    expect(() => splitTopLevel('a(b')).toThrow(RestError);
    expect(() => splitTopLevel('a)b')).toThrow(RestError);
    expect(() => splitTopLevel('"open')).toThrow(RestError);
  });
  it('parses in-lists with quoting and escapes', () => {
    expect(parseList('(1,2,"x,y","say \\"hi\\"")')).toEqual(['1', '2', 'x,y', 'say "hi"']);
    expect(parseList('()')).toEqual([]);
    expect(() => parseList('1,2')).toThrow(RestError);
  });
});

describe('filters', () => {
  it('reads the operator and keeps everything after it as the value', () => {
    expect(parseOperation(field('title'), 'eq.a.b.c')).toMatchObject({
      operator: 'eq',
      value: 'a.b.c',
      negated: false,
    });
    expect(parseOperation(field('id'), 'not.in.(1,2)')).toMatchObject({
      operator: 'in',
      value: ['1', '2'],
      negated: true,
    });
    expect(parseOperation(field('x'), 'is.NULL')).toMatchObject({ operator: 'is', value: 'null' });
    expect(parseOperation(field('x'), 'like.%25a*')).toMatchObject({
      operator: 'like',
      value: '%25a*',
    });
  });
  it('refuses unknown operators and bad is-values', () => {
    expect(() => parseOperation(field('id'), 'between.1')).toThrow(/failed to parse filter/);
    expect(() => parseOperation(field('id'), 'eq')).toThrow(RestError);
    expect(() => parseOperation(field('id'), 'is.maybe')).toThrow(RestError);
  });
  it('parses columns, embed paths and JSON paths', () => {
    expect(field('plan.name')).toEqual({ embedPath: ['plan'], column: 'name', json: [] });
    expect(field('data->a->>b')).toEqual({
      embedPath: [],
      column: 'data',
      json: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    });
    expect(field('data->0').json).toEqual([{ arrow: '->', key: 0 }]);
    expect(() => field('id;drop table x')).toThrow(RestError);
    expect(() => field('"quoted"')).toThrow(RestError);
  });
  it('parses nested logic trees with quoting', () => {
    const tree = parseLogic(
      'or',
      false,
      '(a.eq.1,and(b.gt.2,c.not.lt.3),d.in.(x,"y,z"),name.eq."a,b)")',
    );
    expect(tree).toMatchObject({
      kind: 'logic',
      op: 'or',
      children: [
        { field: { column: 'a' }, operator: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          children: [
            { field: { column: 'b' }, operator: 'gt', value: '2' },
            { field: { column: 'c' }, operator: 'lt', value: '3', negated: true },
          ],
        },
        { field: { column: 'd' }, operator: 'in', value: ['x', 'y,z'] },
        { field: { column: 'name' }, operator: 'eq', value: 'a,b)' },
      ],
    });
    expect(parseLogic('and', true, '(not.or(a.eq.1,b.eq.2))')).toMatchObject({
      negated: true,
      children: [{ kind: 'logic', op: 'or', negated: true }],
    });
    expect(() => parseLogic('or', false, 'a.eq.1')).toThrow(RestError);
    expect(() => parseLogic('or', false, '(a.eq.1,)')).toThrow(RestError);
  });
});

describe('select', () => {
  it('parses columns, aliases, casts, JSON paths and embeds', () => {
    expect(
      parseSelect(
        '*, plan:plan_id(id, name), total:amount::text, data->>k, station!inner(id), c!fk_name(*)',
      ),
    ).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'plan_id',
        alias: 'plan',
        hint: undefined,
        joinType: 'left',
        items: [
          { kind: 'column', column: 'id', json: [], alias: undefined, cast: undefined },
          { kind: 'column', column: 'name', json: [], alias: undefined, cast: undefined },
        ],
      },
      { kind: 'column', column: 'amount', json: [], alias: 'total', cast: 'text' },
      {
        kind: 'column',
        column: 'data',
        json: [{ arrow: '->>', key: 'k' }],
        alias: undefined,
        cast: undefined,
      },
      {
        kind: 'embed',
        relation: 'station',
        alias: undefined,
        hint: undefined,
        joinType: 'inner',
        items: [{ kind: 'column', column: 'id', json: [], alias: undefined, cast: undefined }],
      },
      {
        kind: 'embed',
        relation: 'c',
        alias: undefined,
        hint: 'fk_name',
        joinType: 'left',
        items: [{ kind: 'star' }],
      },
    ]);
    expect(parseSelect(undefined)).toEqual([{ kind: 'star' }]);
  });
  it('refuses casts it does not know, aggregates, spreads and junk', () => {
    expect(() => parseSelect('id::text; drop table x')).toThrow(RestError);
    expect(() => parseSelect('count()')).toThrow(RestError);
    expect(() => parseSelect('...plan(id)')).toThrow(RestError);
    expect(() => parseSelect('a,,b')).toThrow(RestError);
  });
});

describe('order and the whole query', () => {
  it('parses order terms', () => {
    expect(parseOrder('created_at.desc.nullslast,id')).toEqual([
      { column: 'created_at', json: [], descending: true, nulls: 'last' },
      { column: 'id', json: [], descending: false },
    ]);
    expect(() => parseOrder('id.sideways')).toThrow(RestError);
  });
  it('groups filters, order and paging by embed path', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=*,plan(*)&customer_id=eq.42&id=gt.1&id=lt.9&plan.name=eq.Basic&order=end_date.desc&limit=1&offset=2&plan.limit=5&or=(a.eq.1,b.eq.2)',
      ),
    );
    expect(query.conditions.get('')!.length).toBe(4);
    expect(query.conditions.get('plan')).toMatchObject([
      { field: { column: 'name', embedPath: [] }, value: 'Basic' },
    ]);
    expect(query.limit.get('')).toBe(1);
    expect(query.offset.get('')).toBe(2);
    expect(query.limit.get('plan')).toBe(5);
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(RestError);
    expect(() => parseQuery(new URLSearchParams('limit=1;select'))).toThrow(RestError);
  });
});

describe('realtime filters', () => {
  it('parses comma-joined conditions with the realtime operators', () => {
    expect(parseChangeFilter('customer_id=eq.42')).toMatchObject([
      { field: { column: 'customer_id' }, operator: 'eq', value: '42' },
    ]);
    expect(parseChangeFilter('id=in.(1,2),is_read=eq.false')).toHaveLength(2);
    expect(parseChangeFilter(undefined)).toEqual([]);
    expect(() => parseChangeFilter('customer_id=cs.{1}')).toThrow(/Error parsing `filter` params/);
    expect(() => parseChangeFilter('customer_id')).toThrow(/Error parsing `filter` params/);
  });
});
