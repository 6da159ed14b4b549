/** The editor form-field kit (docs/form-field-kit.md): its public surface. */
export { KitShowcase } from './showcase/KitShowcase.tsx';
export { FieldForm, type FieldFormProps } from './form/FieldForm.tsx';
export { FieldList, FieldRenderer } from './form/FieldRenderer.tsx';
export { conditionPasses, visibleFieldKeys } from './form/conditional.ts';
export { defineField, type FieldConfig, type FieldProps } from './registry/config.ts';
export { refreshField } from './fields/select/fieldEvents.ts';
export { registerOptionsLoader } from './fields/select/useFieldOptions.ts';
export { fieldRegistry } from './registry/index.ts';
export type * from './types.ts';
export { BlockSettingsForm, type BlockSettingsFormProps } from './schema/BlockSettingsForm.tsx';
export { schemaFormDefinition, kitField, GLOBAL_PREFIX, STYLE_PREFIX } from './schema/schemaForm.ts';
export { linkFormFields, emptyLink, linkErrors, LINK_REL } from './fields/link/linkForm.ts';
