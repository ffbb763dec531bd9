export { fieldErrorMessage } from './field-error';
export * from './form-controls';
export { FormZmpInput } from './form-zmp-input';
export * from './inputs';
export { MultiSelect, type MultiSelectProps } from './multi-select';
export {
  filterOptions,
  multiSelectLabel,
  needsSearch,
  SEARCH_THRESHOLD,
  type SelectOption,
} from './options';
export { Select, type SelectProps } from './select';
export { FormFailure, SubmitButton } from './form-submit';
export { ZmpInput, type ZmpInputProps } from './zmp-input';
