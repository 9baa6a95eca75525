// Requests generated from a route's own request schemas (zod, read as JSON Schema): mostly values
// of the right shape, so a request gets past validation into the commands and queries behind it,
// mixed with wrong types, values just past each bound, and strings a person or an attacker might
// send. Ids are often the cook's own, so the deep paths (their pantry, plan and list) are reached.
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteSchemas } from '../../server/http/route-schemas.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Ids a request may carry: the cook's own (by what a field's name says it holds) and others. */
export interface KnownIds {
  appUser: string[];
  pantry: string[];
  mealPlan: string[];
  meal: string[];
  groceryList: string[];
  groceryItem: string[];
  recipe: string[];
  ingredient: string[];
  reference: string[];
  supabase: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string | undefined;
}

const DATE = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;

/** Strings that have broken servers: control and lone-surrogate characters, markup, huge, numeric. */
const EDGE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'java\tscript:alert(1)',
  "'; drop table events; --",
  '🥕🧅',
  'e\u0301',
  'x'.repeat(5_000),
  '１２３',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '2026-02-30',
  '2026-11-31',
  '0000-01-01',
  '9999-12-31',
  '2026-13-01',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const EDGE_NUMBERS = [0, -0, -1, 1, 0.5, -0.0001, 1e-9, 7, 8, 241, 255, 256, 1_000, 100_000, 100_001, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e21, 1e308, -1e308, Number.MIN_VALUE];

/** A value of any JSON type, for where a schema expects another. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [[[]]], { '': null }),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function idsFor(name: string, known: KnownIds): string[] {
  const n = name.toLowerCase();
  if (/supabase|^sub$/.test(n)) return known.supabase;
  if (/pantry/.test(n)) return known.pantry;
  if (/grocery.*(ingredient|item)|^id$/.test(n)) return [...known.groceryItem, ...known.recipe];
  if (/grocery/.test(n)) return known.groceryList;
  if (/meal_?plan/.test(n)) return known.mealPlan;
  if (/meal/.test(n)) return known.meal;
  if (/user/.test(n)) return known.appUser;
  if (/recipe/.test(n)) return known.recipe;
  if (/ingredient|allergen|staple/.test(n)) return known.ingredient;
  if (/diet|cuisine|tag|food|type/.test(n)) return known.reference;
  return [...known.recipe, ...known.ingredient];
}

function inside(schema: JsonSchema, value: number): boolean {
  if (schema.type === 'integer' && !Number.isInteger(value)) return false;
  return (
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum) &&
    (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum)
  );
}

function today(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

const dates = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -30, max: 60 }).map(today) },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-29', '2028-02-29', '2026-11-31', '2026-11-99', '0000-01-01', '9999-12-31', '1900-01-01', '2026-1-1') },
);

/** A path segment as a client would send it; a lone surrogate goes as the bytes WTF-8 gives it. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9]/g, (character) => encodeURIComponent(character));
  }
}

export class RequestArbitraries {
  constructor(private readonly known: KnownIds) {}

  /**
   * A value for the schema. Clean: of its shape throughout, so the request reaches the code behind
   * the validation. Noisy: any field may be anything at all.
   */
  value(schema: JsonSchema, root: JsonSchema, name = '', depth = 0, noisy = false): fc.Arbitrary<unknown> {
    const shaped = this.shaped(schema, root, name, depth, noisy);
    return noisy && depth <= 4 ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson }) : shaped;
  }

  private shaped(schema: JsonSchema, root: JsonSchema, name: string, depth: number, noisy = false): fc.Arbitrary<unknown> {
    if (schema.$ref) return this.shaped(root.$defs?.[schema.$ref.replace('#/$defs/', '')] ?? {}, root, name, depth, noisy);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return noisy ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: fc.constantFrom('', 'BREAKFAST', 'other') }) : fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((choice) => this.shaped(choice, root, name, depth, noisy)));
    if (schema.allOf?.[0]) return this.shaped(schema.allOf[0], root, name, depth, noisy);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => this.shaped({ ...schema, type }, root, name, depth, noisy)));
    switch (types[0]) {
      case 'string':
        return this.string(schema, name, noisy);
      case 'number':
      case 'integer':
        return this.number(schema, noisy);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return this.array(schema, root, name, depth, noisy);
      case 'object':
        return this.object(schema, root, depth, noisy);
      default:
        return anyJson;
    }
  }

  private string(schema: JsonSchema, name: string, noisy: boolean): fc.Arbitrary<string> {
    const edges = fc.constantFrom(...EDGE_STRINGS);
    if (schema.format === 'uuid') {
      const ids = idsFor(name, this.known);
      const known = ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid();
      return noisy ? fc.oneof({ weight: 4, arbitrary: known }, { weight: 1, arbitrary: fc.uuid() }, { weight: 1, arbitrary: edges }) : fc.oneof({ weight: 6, arbitrary: known }, { weight: 1, arbitrary: fc.uuid() });
    }
    if (schema.pattern && DATE.test(schema.pattern)) return noisy ? dates : dates.filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
    if (schema.format === 'email') return noisy ? fc.oneof(fc.emailAddress(), edges) : fc.emailAddress();
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, 40);
    const words = fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
    const fromPattern = schema.pattern ? [fc.stringMatching(new RegExp(schema.pattern))] : [];
    if (!noisy) return schema.pattern ? fromPattern[0]! : fc.oneof(words, fc.constantFrom('Tomato soup', 'ok', '1').filter((text) => text.length >= minLength));
    const atBounds = fc.constantFrom(
      ...[schema.minLength, schema.maxLength].flatMap((bound) => (bound === undefined ? [] : [Math.max(bound - 1, 0), bound, bound + 1])).map((size) => 'a'.repeat(Math.min(size, 20_000))),
      'ok',
    );
    return fc.oneof(words, atBounds, edges, ...fromPattern);
  }

  private number(schema: JsonSchema, noisy: boolean): fc.Arbitrary<number> {
    const low = schema.minimum ?? schema.exclusiveMinimum ?? -1_000;
    const high = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(low + 1_000, 1_000);
    const integer = schema.type === 'integer';
    const inRange = integer
      ? fc.integer({ min: Math.ceil(Math.max(low, -1e9)), max: Math.floor(Math.min(high, 1e9)) })
      : fc.double({ min: Math.max(low, -1e9), max: Math.min(high, 1e9), noNaN: true, noDefaultInfinity: true });
    const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].flatMap((bound) => (bound === undefined ? [] : [bound - 1, bound - 0.5, bound, bound + 0.5, bound + 1]));
    // Values just past a bound belong to the noisy requests; the clean ones stay inside.
    const edges = noisy ? [...EDGE_NUMBERS, ...bounds] : [...EDGE_NUMBERS, ...bounds].filter((value) => inside(schema, value));
    return edges.length > 0 ? fc.oneof({ weight: 4, arbitrary: inRange }, { weight: 2, arbitrary: fc.constantFrom(...edges) }) : inRange;
  }

  private array(schema: JsonSchema, root: JsonSchema, name: string, depth: number, noisy: boolean): fc.Arbitrary<unknown[]> {
    const items = this.value(schema.items ?? {}, root, name, depth + 1, noisy);
    const max = Math.min(schema.maxItems ?? 6, 6);
    const clean = fc.array(items, { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max });
    if (!noisy) return clean;
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(items, { minLength: Math.min(schema.minItems ?? 0, max), maxLength: max }) },
      // One past the limit (or a long list where there is none), of the same item.
      { weight: 1, arbitrary: items.map((item) => Array.from({ length: Math.min((schema.maxItems ?? 1_000) + 1, 1_001) }, () => item)) },
    );
  }

  private object(schema: JsonSchema, root: JsonSchema, depth: number, noisy: boolean): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const fields = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, this.value(property, root, key, depth + 1, noisy)]));
    const required = schema.required ?? [];
    // Optional fields are mostly sent: a route's rules often need what its schema lets be left out.
    if (!noisy) return fc.oneof({ weight: 3, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: required }) });
    return fc.oneof(
      { weight: 6, arbitrary: fc.record(fields, { requiredKeys: required }) },
      // Required fields dropped at random, and a field the schema does not know.
      { weight: 1, arbitrary: fc.record({ ...fields, unexpected_field: anyJson }, { requiredKeys: [] }) },
    );
  }

  /** A whole request for the route: path, query, headers and body from its schemas. */
  request(route: RouteSchemas): fc.Arbitrary<FuzzRequest> {
    const json = (target: keyof RouteSchemas['schemas']) => {
      const schema = route.schemas[target];
      return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
    };
    const paramSchema = json('param');
    const names = [...route.path.matchAll(/:(\w+)(\{[^}]*\})?/g)].map((match) => ({ name: match[1]!, choices: match[2]?.slice(1, -1).split('|') }));
    const params = fc.record(
      Object.fromEntries(
        names.map(({ name, choices }) => {
          const property = paramSchema?.properties?.[name];
          const shaped = choices ? fc.constantFrom(...choices) : property ? this.shaped(property, paramSchema!, name, 1) : fc.oneof(fc.constantFrom(...idsFor(name, this.known), 'breakfast', 'dinner', '1'), fc.constantFrom(...EDGE_STRINGS));
          return [name, fc.oneof({ weight: 12, arbitrary: shaped }, { weight: 1, arbitrary: fc.constantFrom(...EDGE_STRINGS) })];
        }),
      ),
    );
    const querySchema = json('query');
    const query = querySchema
      ? fc.oneof({ weight: 3, arbitrary: this.object(querySchema, querySchema, 1, false) }, { weight: 1, arbitrary: this.object(querySchema, querySchema, 1, true) })
      : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('search', 'page', 'limit', 'offset', 'q', 'sort', 'id'), anyJson, { maxKeys: 3 }) });
    const bodySchema = json('json');
    const body: fc.Arbitrary<string | undefined> = bodySchema
      ? fc.oneof(
          { weight: 8, arbitrary: this.value(bodySchema, bodySchema).map((value) => JSON.stringify(value)) },
          { weight: 4, arbitrary: this.value(bodySchema, bodySchema, '', 0, true).map((value) => JSON.stringify(value)) },
          { weight: 1, arbitrary: fc.constantFrom('{', '[1,', 'null', '"text"', '{"a":' + '['.repeat(3_000), '\u0000', '') },
        )
      : route.method === 'GET' || route.method === 'DELETE'
        ? fc.constant(undefined)
        : fc.oneof(
            fc.constant(undefined),
            anyJson.map((value) => JSON.stringify(value)),
            // Forms (the local pages post them), with the fields those pages read.
            fc
              .dictionary(fc.constantFrom('form_token', 'card_number', 'expiry_month', 'expiry_year', 'cvc', 'last4', 'state', 'email', 'first_name', 'last_name', 'file'), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...EDGE_STRINGS)), { maxKeys: 5 })
              .map((fields) => new URLSearchParams(fields).toString()),
          );
    const headers = fc.record(
      {
        'x-larder-today': fc.oneof(dates, fc.constantFrom('', 'tomorrow', '2026-11-31T00:00:00Z', '2026-W48')),
        'content-type': fc.constantFrom(...Array<string>(12).fill('application/json'), 'text/plain', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
        'x-request-id': fc.constantFrom('fuzz', 'x'.repeat(500), '\u00e9t\u00e9'),
      },
      { requiredKeys: ['content-type'] },
    );
    return fc.record({ params, query, body, headers }).map(({ params: values, query: queryValues, body: text, headers: sent }) => ({
      method: route.method,
      path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_whole, name: string) => pathSegment(String(values[name]))),
      query: Object.fromEntries(Object.entries(queryValues).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])),
      headers: sent,
      body: text,
    }));
  }
}
