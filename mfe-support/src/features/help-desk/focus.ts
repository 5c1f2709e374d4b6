/**
 * True when focus is still the member's sending's to move: nowhere (a button disabled while the API
 * answers, or removed with its form, lets it fall to the document), or still within `area` (the form
 * or the ticket that sent). Focus the member has put elsewhere meanwhile stays there.
 */
export function focusIsOurs(area: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (area?.contains(active) ?? false);
}
