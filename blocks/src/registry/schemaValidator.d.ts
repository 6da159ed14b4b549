/** Types of shared-schema's test validator (an Ajv 2020-12 instance knowing every catalogue schema). */
declare module '@site/shared-schema/tests/validator.mjs' {
  import type Ajv2020 from 'ajv/dist/2020.js';

  export const CUSTOM_KEYWORDS: string[];
  export function createValidator(): Ajv2020;
}
