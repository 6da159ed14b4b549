/** An Ajv 2020-12 validator that knows every catalogue schema (tests only). */
import Ajv2020 from 'ajv/dist/2020.js';
import { blockSchemas, schemaDefinitions, sectionSchemas } from '../index.js';

export const CUSTOM_KEYWORDS = ['x-field', 'x-catalogue', 'x-options', 'x-message'];

export function createValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword({ keyword });
  for (const schema of [
    ...Object.values(schemaDefinitions),
    ...Object.values(sectionSchemas),
    ...Object.values(blockSchemas),
  ]) ajv.addSchema(schema);
  return ajv;
}
