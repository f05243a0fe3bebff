/**
 * The small part of the OpenAPI 3.1 document model the contract validator reads.
 *
 * Deliberately loose: the bundled spec is plain JSON, and everything not listed here is
 * passed through to Ajv untouched.
 */

/** A JSON Schema (2020-12 dialect, as used by OpenAPI 3.1). */
export type JsonSchema = boolean | { [keyword: string]: unknown };

/** A `$ref` object (`{ $ref: '#/components/...' }`). */
export interface ReferenceObject {
  $ref: string;
}

/** An OpenAPI parameter object. */
export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
  content?: Record<string, MediaTypeObject>;
}

/** An OpenAPI media type object. */
export interface MediaTypeObject {
  schema?: JsonSchema;
}

/** An OpenAPI request body object. */
export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

/** An OpenAPI response object. */
export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

/** An OpenAPI operation object. */
export interface OperationObject {
  operationId?: string;
  parameters?: Array<ParameterObject | ReferenceObject>;
  requestBody?: RequestBodyObject | ReferenceObject;
  responses?: Record<string, ResponseObject | ReferenceObject>;
  [key: string]: unknown;
}

/** An OpenAPI path item object. */
export interface PathItemObject {
  parameters?: Array<ParameterObject | ReferenceObject>;
  get?: OperationObject;
  put?: OperationObject;
  post?: OperationObject;
  delete?: OperationObject;
  options?: OperationObject;
  head?: OperationObject;
  patch?: OperationObject;
  trace?: OperationObject;
  [key: string]: unknown;
}

/** An OpenAPI 3.1 document (only the fields the validator reads are typed). */
export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; [key: string]: unknown };
  servers?: Array<{ url: string; [key: string]: unknown }>;
  paths?: Record<string, PathItemObject>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}
