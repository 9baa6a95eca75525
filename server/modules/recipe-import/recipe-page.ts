// The schema.org Recipe in a web page, as the sites cooks save recipes from publish it: JSON-LD first
// (an object, an array or a @graph, with @id references; a few common breakages repaired), then
// microdata, then RDFa. The first source with a named recipe and at least one ingredient wins.
// htmlparser2 reads the page: it is fast and forgiving of the broken markup real pages carry.
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

export interface ImportedRecipe {
  name: string;
  description: string | null;
  imageUrl: string | null;
  /** As the page writes it: '4 servings', 'Makes 24 cookies'. */
  yields: string | null;
  /** The first whole number in `yields`. */
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredients: string[];
  instructions: string[];
  cuisine: string | null;
  category: string | null;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function readRecipePage(html: string, pageUrl: string): ImportedRecipe | undefined {
  const document = parseDocument(html);
  for (const read of [fromJsonLd, fromMicrodata, fromRdfa]) {
    const recipe = read(document.children, pageUrl);
    if (recipe && recipe.name && recipe.ingredients.length > 0) return recipe;
  }
  return undefined;
}

// ---------- JSON-LD ----------

function fromJsonLd(nodes: AnyNode[], pageUrl: string): ImportedRecipe | undefined {
  const scripts = DomUtils.findAll((element) => element.name === 'script' && /ld\+json/i.test(element.attribs.type ?? ''), nodes);
  const graph: JsonObject[] = [];
  for (const script of scripts) {
    const parsed = parseLenient(DomUtils.textContent(script));
    if (parsed !== undefined) collectNodes(parsed, graph);
  }
  const byId = new Map(graph.filter((node) => typeof node['@id'] === 'string').map((node) => [node['@id'] as string, node]));
  const resolve = (value: Json): Json => (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1 ? (byId.get(value['@id']) ?? value) : value);
  const candidates = graph.filter((node) => typesOf(node).includes('recipe'));
  for (const node of candidates) {
    const recipe = recipeFromJson(node, resolve, pageUrl);
    if (recipe.name && recipe.ingredients.length > 0) return recipe;
  }
  return undefined;
}

/** JSON as pages write it: also with trailing commas, raw line breaks in strings, or wrapped in a comment or CDATA. */
export function parseLenient(text: string): Json | undefined {
  const trimmed = text
    .trim()
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>\s*$/, '')
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .trim();
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    try {
      return JSON.parse(repairJson(trimmed)) as Json;
    } catch {
      return undefined;
    }
  }
}

/** Escapes raw control characters inside strings and drops commas before a closing bracket. */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') {
        out += char + (text[index + 1] ?? '');
        index++;
      } else if (char === '"') {
        inString = false;
        out += char;
      } else if (char === '\n') out += '\\n';
      else if (char === '\r') out += '\\r';
      else if (char === '\t') out += '\\t';
      else out += char;
      continue;
    }
    if (char === '"') inString = true;
    if (char === ',' && /^\s*[}\]]/.test(text.slice(index + 1))) continue;
    out += char;
  }
  return out;
}

function collectNodes(value: Json, into: JsonObject[]): void {
  if (Array.isArray(value)) for (const item of value) collectNodes(item, into);
  else if (isObject(value)) {
    into.push(value);
    if (value['@graph'] !== undefined) collectNodes(value['@graph'], into);
    // A Recipe inside a page's main entity ('mainEntity': {...Recipe}).
    for (const key of ['mainEntity', 'mainEntityOfPage', 'hasPart']) if (isObject(value[key]) || Array.isArray(value[key])) collectNodes(value[key]!, into);
  }
}

export const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.filter((each): each is string => typeof each === 'string').map((each) => each.replace(/^.*[/:#]/, '').toLowerCase());
}

function recipeFromJson(node: JsonObject, resolve: (value: Json) => Json, pageUrl: string): ImportedRecipe {
  const yields = firstText(node.recipeYield);
  const ingredients = asList(node.recipeIngredient ?? node.ingredients)
    .map((item) => cleanText(typeof item === 'string' || typeof item === 'number' ? String(item) : ''))
    .filter((line): line is string => Boolean(line));
  return {
    name: cleanText(stringOf(node.name)) ?? '',
    description: cleanText(stringOf(node.description)),
    imageUrl: imageOf(resolve(node.image ?? null), resolve, pageUrl),
    yields,
    servings: servingsOf(yields),
    prepMinutes: minutesOf(stringOf(node.prepTime)),
    cookMinutes: minutesOf(stringOf(node.cookTime)),
    totalMinutes: minutesOf(stringOf(node.totalTime)),
    ingredients,
    instructions: stepsOf(node.recipeInstructions ?? null, resolve),
    cuisine: firstText(node.recipeCuisine),
    category: firstText(node.recipeCategory),
  };
}

const asList = (value: Json | undefined): Json[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const stringOf = (value: Json | undefined): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

function firstText(value: Json | undefined): string | null {
  for (const item of asList(value)) {
    const text = cleanText(stringOf(item));
    if (text) return text;
  }
  return null;
}

function imageOf(value: Json, resolve: (value: Json) => Json, pageUrl: string): string | null {
  const first = Array.isArray(value) ? resolve(value[0] ?? null) : value;
  const url = typeof first === 'string' ? first : isObject(first) ? (stringOf(first.url) ?? stringOf(first.contentUrl)) : null;
  return absoluteUrl(url, pageUrl);
}

function stepsOf(value: Json, resolve: (value: Json) => Json): string[] {
  const steps: string[] = [];
  const visit = (item: Json) => {
    const node = resolve(item);
    if (typeof node === 'string') steps.push(...splitSteps(node));
    else if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) {
      if (node.itemListElement !== undefined) visit(node.itemListElement);
      else {
        const text = cleanText(stringOf(node.text) ?? stringOf(node.name));
        if (text) steps.push(text);
      }
    }
  };
  visit(value);
  return steps;
}

/** One string of steps: a step per line, paragraph or list item. */
function splitSteps(text: string): string[] {
  const broken = text.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|div|h\d)>/gi, '\n');
  const plain = /[<&]/.test(broken) ? DomUtils.textContent(parseDocument(broken)) : broken;
  return plain
    .split(/\r?\n/)
    .map((line) => collapse(line))
    .filter(Boolean);
}

// ---------- microdata and RDFa ----------

function fromMicrodata(nodes: AnyNode[], pageUrl: string): ImportedRecipe | undefined {
  const scope = DomUtils.findOne((element) => 'itemscope' in element.attribs && /schema\.org\/Recipe\/?$/i.test(element.attribs.itemtype ?? ''), nodes);
  if (!scope) return undefined;
  return recipeFromElements(scope, (element) => element.attribs.itemprop, pageUrl, (element) => element !== scope && 'itemscope' in element.attribs && !/HowTo(Step|Section)/i.test(element.attribs.itemtype ?? ''));
}

function fromRdfa(nodes: AnyNode[], pageUrl: string): ImportedRecipe | undefined {
  const scope = DomUtils.findOne((element) => /(^|\s|:)Recipe(\s|$)/.test(element.attribs.typeof ?? '') && underSchemaVocab(element), nodes);
  if (!scope) return undefined;
  return recipeFromElements(scope, (element) => element.attribs.property?.replace(/^schema:/, ''), pageUrl, (element) => element !== scope && element.attribs.typeof !== undefined && !/HowTo(Step|Section)/.test(element.attribs.typeof));
}

function underSchemaVocab(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (/schema\.org/i.test(node.attribs?.vocab ?? '') || /schema\.org/i.test(node.attribs?.prefix ?? '')) return true;
  }
  return /^schema:/.test(element.attribs.typeof ?? '');
}

/** A recipe from the elements under `scope` that name a property, skipping nested items (an author). */
function recipeFromElements(scope: Element, propertyOf: (element: Element) => string | undefined, pageUrl: string, isNestedItem: (element: Element) => boolean): ImportedRecipe {
  const properties = new Map<string, Element[]>();
  const walk = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const tag = child as Element;
      for (const name of (propertyOf(tag) ?? '').split(/\s+/).filter(Boolean)) properties.set(name, [...(properties.get(name) ?? []), tag]);
      if (!isNestedItem(tag)) walk(tag);
    }
  };
  walk(scope);
  const text = (name: string) => {
    for (const element of properties.get(name) ?? []) {
      const value = cleanText(valueOf(element));
      if (value) return value;
    }
    return null;
  };
  const yields = text('recipeYield');
  const image = properties.get('image')?.[0];
  return {
    name: text('name') ?? '',
    description: text('description'),
    imageUrl: image ? absoluteUrl(image.attribs.src ?? image.attribs.content ?? image.attribs.href ?? null, pageUrl) : null,
    yields,
    servings: servingsOf(yields),
    prepMinutes: minutesOf(text('prepTime')),
    cookMinutes: minutesOf(text('cookTime')),
    totalMinutes: minutesOf(text('totalTime')),
    ingredients: [...(properties.get('recipeIngredient') ?? []), ...(properties.get('ingredients') ?? [])]
      .map((element) => cleanText(valueOf(element)))
      .filter((line): line is string => Boolean(line)),
    instructions: (properties.get('recipeInstructions') ?? []).flatMap(elementSteps),
    cuisine: text('recipeCuisine'),
    category: text('recipeCategory'),
  };
}

/** An element's value as microdata and RDFa define it. */
function valueOf(element: Element): string | null {
  const attributes = element.attribs;
  if (attributes.content !== undefined) return attributes.content;
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(element.name)) return attributes.src ?? null;
  if (['a', 'link', 'area'].includes(element.name)) return attributes.href ?? DomUtils.textContent(element);
  if (element.name === 'time') return attributes.datetime ?? DomUtils.textContent(element);
  if (['data', 'meter'].includes(element.name)) return attributes.value ?? DomUtils.textContent(element);
  return textWithBreaks(element);
}

function elementSteps(element: Element): string[] {
  const items = DomUtils.findAll((child) => child.name === 'li' || child.name === 'p', element.children);
  // Outermost items only: a list inside a list item is part of that step.
  const outermost = items.filter((item) => !items.some((other) => other !== item && isInside(item, other)));
  const parts = outermost.length > 0 ? outermost.map(textWithBreaks) : [valueOf(element) ?? ''];
  return parts.flatMap((part) => part.split(/\n/)).map(collapse).filter(Boolean);
}

function isInside(node: AnyNode, container: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === container) return true;
  return false;
}

/** Text with line breaks where the markup breaks lines (<br>, paragraphs), so steps can be told apart. */
function textWithBreaks(element: Element): string {
  let out = '';
  const visit = (node: AnyNode) => {
    if (node.type === 'text') out += (node as unknown as { data: string }).data;
    else if (node.type === 'tag') {
      const tag = node as Element;
      if (tag.name === 'br') out += '\n';
      tag.children.forEach(visit);
      if (['p', 'li', 'div'].includes(tag.name)) out += '\n';
    }
  };
  visit(element);
  return out;
}

// ---------- values ----------

const collapse = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** Tags stripped, entities decoded, whitespace collapsed; empty is null. */
export function cleanText(value: string | null): string | null {
  if (value === null) return null;
  const plain = /[<&]/.test(value) ? DomUtils.textContent(parseDocument(value.replace(/<br\s*\/?>/gi, ' '))) : value;
  return collapse(plain) || null;
}

function absoluteUrl(url: string | null, pageUrl: string): string | null {
  if (!url?.trim()) return null;
  try {
    const absolute = new URL(url.trim(), pageUrl);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.toString() : null;
  } catch {
    return null;
  }
}

export function servingsOf(yields: string | null): number | null {
  const match = yields?.match(/\d+/);
  return match ? Number(match[0]) : null;
}

/** An ISO 8601 duration in whole minutes ('PT1H30M' is 90); anything else is null. */
export function minutesOf(duration: string | null): number | null {
  const match = duration?.trim().match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i);
  if (!match || match.slice(1).every((part) => part === undefined)) return null;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number];
  return days * 1440 + hours * 60 + minutes + (seconds >= 30 ? 1 : 0);
}
