/**
 * `@qifu/contract` — request/response validation against the OpenAPI 3.1 contract.
 *
 * Browser-safe: no Node built-ins here. Reading the bundled spec from disk lives in
 * `@qifu/contract/node`.
 *
 * @packageDocumentation
 */
export {
  createContractValidator,
  ERROR_ENVELOPE_POINTER,
  type ContractValidator,
  type ContractValidatorOptions,
  type ContractViolation,
  type HeadersInput,
  type OperationMatch,
  type QueryInput,
  type RequestInput,
  type ResponseInput,
} from './lib/contract-validator';
export type {
  JsonSchema,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from './lib/openapi-types';
