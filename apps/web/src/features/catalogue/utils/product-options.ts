import type { SelectOption } from '@spesa/shared/catalogue/product.contract';

/** The choices the data already makes (`selected`), keyed by `parameterName`. */
export function preselectedOptions(selectOptions: readonly SelectOption[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const option of selectOptions) {
    if (option.selected && option.options.some((choice) => choice.value === option.selected)) {
      chosen[option.parameterName] = option.selected;
    }
  }
  return chosen;
}

/** spec §5: the option selector is valid only when every option has a choice among its own values. */
export function hasEveryOption(
  selectOptions: readonly SelectOption[],
  chosen: Readonly<Record<string, string>>,
): boolean {
  return selectOptions.every((option) =>
    option.options.some((choice) => choice.value === chosen[option.parameterName]),
  );
}
