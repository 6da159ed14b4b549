/** An Ajv 2020-12 validator that knows every catalogue schema (tests only). */
import Ajv2020 from 'ajv/dist/2020.js';
import { blockSchemas, schemaDefinitions, sectionSchemas } from '../index.js';

export const CUSTOM_KEYWORDS = ['x-field', 'x-catalogue', 'x-options', 'x-message'];

/** A validator of the given schemas; by default the resolved ones the readers use. */
export function createValidator({ sections = sectionSchemas, blocks = blockSchemas, definitions = schemaDefinitions } = {}) {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword({ keyword });
  for (const schema of [
    ...Object.values(definitions),
    ...Object.values(sections),
    ...Object.values(blocks),
  ]) ajv.addSchema(schema);
  return ajv;
}
