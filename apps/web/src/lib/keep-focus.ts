/**
 * Keeps the keyboard's place on a control that is disabled while it works: a Mantine
 * `loading` button, a search button while its search runs. A disabled element drops the focus
 * to the page, so the focus ring disappears and a screen reader loses its place (issue 22,
 * WCAG 2.4.3, 2.4.7). When the control is enabled again and the focus is still nowhere, it
 * takes the focus back; if the user has moved on in the meantime, nothing happens.
 */
/** A form control: it has `disabled`. */
type Focusable = HTMLElement & { disabled: boolean };

/** Watches `element`; returns the function that stops watching. */
export function keepFocus(element: Focusable): () => void {
  let lost = false;
  // The browser moves the focus off a control as it is disabled, with no element to go to.
  const onBlur = (event: FocusEvent) => {
    lost = event.relatedTarget === null && element.disabled;
  };
  const observer = new MutationObserver(() => {
    if (element.disabled || !lost) return;
    lost = false;
    const active = element.ownerDocument.activeElement;
    if (active === null || active === element.ownerDocument.body) {
      element.focus({ preventScroll: true });
    }
  });
  element.addEventListener('blur', onBlur);
  observer.observe(element, { attributes: true, attributeFilter: ['disabled'] });
  return () => {
    element.removeEventListener('blur', onBlur);
    observer.disconnect();
  };
}

/**
 * The control's ref (Mantine's Button, ActionIcon and inputs pass it on to the element):
 * `ref={keepFocusRef}`. React calls the returned function as the control leaves the page.
 */
export function keepFocusRef(element: Focusable | null): (() => void) | undefined {
  return element ? keepFocus(element) : undefined;
}
