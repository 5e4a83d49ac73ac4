// Test-only helpers (`@lobby/api/testing`): check answers against openapi.yaml itself. Uses the dev dependencies
// ajv and yaml, so production code never imports this module.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
type OpenApiDocument = {
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: { schemas: Record<string, unknown> };
};

/** The parsed contract. */
export function readContract(): OpenApiDocument {
  return parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument;
}

/** Every operation of the contract as "METHOD /path" ("POST /api/userapimoney/{code}"). */
export function contractOperations(): string[] {
  const document = readContract();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Checks a JSON body against the schema of one operation's answer; returns the errors, or [] when it conforms. */
export type ContractCheck = (method: 'get' | 'post', path: string, body: unknown) => string[];

/**
 * Builds a {@link ContractCheck} from openapi.yaml: the `200` JSON schema of each operation, compiled by ajv
 * (JSON Schema 2020-12, which OpenAPI 3.1 schemas are).
 */
export function createContractCheck(): ContractCheck {
  const document = readContract();
  // The component schemas become $defs of one schema, so their references resolve as plain JSON Schema.
  const defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'lobby', $defs: defs });
  return (method, path, body) => {
    const reference = document.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema?.$ref;
    if (!reference) return [`no 200 JSON answer for ${method.toUpperCase()} ${path} in openapi.yaml`];
    const validate = ajv.getSchema(`lobby#/$defs/${reference.replace('#/components/schemas/', '')}`);
    if (!validate) return [`cannot compile ${reference}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
  };
}
