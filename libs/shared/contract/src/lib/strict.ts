import type { OpenApiDocument } from './openapi-types';

/** Marks a schema node that strict mode closed (its `unevaluatedProperties: false` is not the spec's). */
export const STRICT_MARK = 'x-strict-closed';

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;
const OPEN_KEYWORDS = ['additionalProperties', 'unevaluatedProperties', 'patternProperties'] as const;

type Node = Record<string, unknown>;

function isRecord(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `spec` in which every object schema that leaves extra properties open says
 * `unevaluatedProperties: false` (issue 17, `contract:har --strict`): a property the contract does
 * not declare, in a request or a response, becomes a violation.
 *
 * Closed where a schema is used, never in a component's own definition, and never on a member
 * of `allOf`/`oneOf`/`anyOf` — the schema holding the composition is closed instead, and
 * `unevaluatedProperties` (JSON Schema 2020-12) sees the properties every member declares, through
 * `$ref`s too. Left open: schemas that say `additionalProperties`, `unevaluatedProperties` or
 * `patternProperties` themselves (maps, explicitly open objects), and free-form objects
 * (`type: object` without properties). Closed nodes carry {@link STRICT_MARK}.
 */
export function closeObjectSchemas(spec: OpenApiDocument): OpenApiDocument {
  const doc = structuredClone(spec) as unknown as Node;
  const components = isRecord(doc['components']) ? doc['components'] : {};
  const schemas = isRecord(components['schemas']) ? components['schemas'] : {};

  /** The component a local `$ref` names (one level), or undefined. */
  const target = (ref: unknown): unknown => {
    if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return undefined;
    return schemas[decodeURIComponent(ref.slice('#/components/schemas/'.length)).replace(/~1/g, '/').replace(/~0/g, '~')];
  };

  /** Whether a schema declares its object shape (properties or compositions), following `$ref`s. */
  const hasShape = (node: unknown, depth = 0): boolean => {
    if (!isRecord(node) || depth > 32) return false;
    if (OPEN_KEYWORDS.some((k) => k in node)) return false;
    if (isRecord(node['properties']) || COMPOSITIONS.some((k) => Array.isArray(node[k]))) return true;
    return '$ref' in node ? hasShape(target(node['$ref']), depth + 1) : false;
  };

  const closable = (node: Node): boolean =>
    !OPEN_KEYWORDS.some((k) => k in node) &&
    (isRecord(node['properties']) || COMPOSITIONS.some((k) => Array.isArray(node[k])) || ('$ref' in node && hasShape(node)));

  const visit = (node: unknown, position: 'use' | 'member' | 'definition'): void => {
    if (!isRecord(node)) return;
    if (isRecord(node['properties'])) for (const child of Object.values(node['properties'])) visit(child, 'use');
    if (isRecord(node['items'])) visit(node['items'], 'use');
    if (Array.isArray(node['prefixItems'])) for (const child of node['prefixItems']) visit(child, 'use');
    if (isRecord(node['additionalProperties'])) visit(node['additionalProperties'], 'use');
    for (const k of COMPOSITIONS) if (Array.isArray(node[k])) for (const member of node[k] as unknown[]) visit(member, 'member');
    if (position === 'use' && closable(node)) {
      node['unevaluatedProperties'] = false;
      node[STRICT_MARK] = true;
    }
  };

  for (const schema of Object.values(schemas)) visit(schema, 'definition');

  /** Every media type's schema under a response, request body or parameter container. */
  const visitContent = (holder: unknown): void => {
    if (!isRecord(holder)) return;
    if (isRecord(holder['schema'])) visit(holder['schema'], 'use');
    if (isRecord(holder['content'])) for (const media of Object.values(holder['content'])) if (isRecord(media)) visit(media['schema'], 'use');
    if (isRecord(holder['headers'])) for (const header of Object.values(holder['headers'])) visitContent(header);
  };
  for (const key of ['responses', 'requestBodies', 'parameters', 'headers'] as const) {
    const group = components[key];
    if (isRecord(group)) for (const item of Object.values(group)) visitContent(item);
  }
  const paths = isRecord(doc['paths']) ? doc['paths'] : {};
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const operation of [item, ...Object.values(item)]) {
      if (!isRecord(operation)) continue;
      if (Array.isArray(operation['parameters'])) for (const parameter of operation['parameters']) visitContent(parameter);
      visitContent(operation['requestBody']);
      if (isRecord(operation['responses'])) for (const response of Object.values(operation['responses'])) visitContent(response);
    }
  }
  return doc as unknown as OpenApiDocument;
}
