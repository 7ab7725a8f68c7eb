/**
 * The manufacturer select's options: the caller's fixed ones first (the Manufacturer
 * screen's placeholder and All), then the listed manufacturers. The list is one page (or one
 * name search), so the current choice stays an option even when it is not on it.
 */
import type { Manufacturer } from '@partproof/shared';

export interface SelectOption {
  value: string;
  label: string;
}

export function manufacturerOptions(
  manufacturers: readonly Manufacturer[],
  selected: string,
  leading: readonly SelectOption[],
): SelectOption[] {
  const fixed = new Set(leading.map((option) => option.value));
  // A manufacturer literally named like a fixed option (All) is not listed twice.
  const names = manufacturers.map((m) => m.name).filter((name) => !fixed.has(name));
  if (!fixed.has(selected) && !names.includes(selected)) names.unshift(selected);
  return [...leading, ...names.map((name) => ({ value: name, label: name }))];
}
